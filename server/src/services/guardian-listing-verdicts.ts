import type { Kysely } from 'kysely';

import type { ListingVerdictAnswer } from '@beacon/validation';

import type { Database } from '../db/schema';
import { conflict, notFound } from '../domain/errors';
import { BEACON_BROKER_SLUG } from '../domain/guardian/broker-catalog';
import { isSubmittable, parseMatchDecision, parseMemberVerdict } from '../domain/guardian/match-confidence';
import type { ListingRow } from '../repositories/guardian-listings-repository';
import type { ProtectionMembersService } from './protection-members-service';

export { isSubmittable } from '../domain/guardian/match-confidence';

// The member's answer to "Is this you?" about one of their protected people's listings (issue 59 point 3). "Mine"
// makes the listing submittable; "not mine" sets it aside in Ignored listings, and no removal is ever requested for it
// (the request is refused, whoever asks); "undecided" takes the answer back, and a listing the score ignored is asked
// about again. A listing with a removal request already sent keeps it: the member cannot unsend a letter.

export const LISTING_NOT_FOUND = 'Listing not found';
export const BEACON_NEEDS_NO_VERDICT =
  "Beacon's own listing is found from the person's report, not by name: there is nothing to confirm.";
export const ALREADY_REQUESTED =
  'A removal request was already sent for this listing, so your answer cannot change it.';
export const REJECTED_LISTING = 'You said this listing is not you: Guardian does not ask for its removal.';
export const UNANSWERED_LISTING = 'Tell us whether this listing is you before asking for its removal.';

/** Why a removal of this listing is refused, or null when it may be requested. */
export function removalRefusal(listing: Pick<ListingRow, 'broker_slug' | 'match_decision' | 'member_verdict'>) {
  const verdict = parseMemberVerdict(listing.member_verdict);
  if (verdict === 'not_mine') return REJECTED_LISTING;
  const decision = parseMatchDecision(listing.match_decision);
  // a listing scored before it (null) is left to the rules it was found under
  if (decision === null) return null;
  const submittable = isSubmittable({
    matchDecision: decision,
    memberVerdict: verdict,
    isBeacon: listing.broker_slug === BEACON_BROKER_SLUG,
  });
  return submittable ? null : UNANSWERED_LISTING;
}

export function createGuardianListingVerdicts(options: {
  db: Kysely<Database>;
  members: Pick<ProtectionMembersService, 'find'>;
  clock: () => number;
}) {
  const { db, members, clock } = options;
  return {
    /** Records the member's answer about one listing of one of their protection members. */
    async answer(accountId: number, memberId: number, listingId: number, answer: ListingVerdictAnswer): Promise<void> {
      // another account's member is not found
      const member = await members.find(accountId, memberId);
      const listing = await db
        .selectFrom('guardian_listings')
        .selectAll()
        .where('id', '=', listingId)
        .where('member_id', '=', member.id)
        .executeTakeFirst();
      if (!listing) throw notFound(LISTING_NOT_FOUND);
      if (listing.broker_slug === BEACON_BROKER_SLUG) throw conflict(BEACON_NEEDS_NO_VERDICT);
      const verdict = answer === 'undecided' ? null : answer;
      if (verdict === parseMemberVerdict(listing.member_verdict) && answer !== 'undecided') return;
      const removal = await db
        .selectFrom('guardian_removals')
        .select('id')
        .where('listing_id', '=', listing.id)
        .executeTakeFirst();
      if (removal && answer !== 'mine') throw conflict(ALREADY_REQUESTED);
      await db
        .updateTable('guardian_listings')
        .set({
          member_verdict: verdict,
          verdict_at: clock(),
          // restored from Ignored listings: asked about again, whatever the score said
          ...(answer === 'undecided' && listing.match_decision === 'ignore' ? { match_decision: 'ask' } : {}),
        })
        .where('id', '=', listing.id)
        .execute();
    },
  };
}

export type GuardianListingVerdicts = ReturnType<typeof createGuardianListingVerdicts>;
