import type { Kysely } from 'kysely';

import type { Database } from '../src/db/schema';
import { EMPTY_DETAILS } from '../src/domain/guardian/protection-details';
import { createGuardianListingsRepository } from '../src/repositories/guardian-listings-repository';
import type { EvidenceOwner } from '../src/repositories/guardian-removal-evidence-repository';
import { createProtectionMembersRepository } from '../src/repositories/protection-members-repository';

// A protection member with one listing and its removal request, written through the repositories: what the proof of a
// removal (issue 59 point 4) hangs off. The broker is a site of the catalog other than Beacon (ClearRecords, the
// first stand-in site, unless the test names another), the URL a listing page of the site's own form.

export interface RemovalFixture extends EvidenceOwner {
  reference: string;
  url: string;
}

export async function addFamilyMemberWithRemoval(
  db: Kysely<Database>,
  options: {
    accountId: number;
    firstName: string;
    lastName: string;
    now: number;
    reference: string;
    brokerSlug?: string;
  },
): Promise<RemovalFixture> {
  const { accountId, firstName, lastName, now, reference, brokerSlug = 'clearrecords' } = options;
  const member = await createProtectionMembersRepository(db).insertFamily(
    accountId,
    {
      firstName,
      lastName,
      relationship: 'sibling',
      details: EMPTY_DETAILS,
      authorizedAt: now,
    },
    now,
  );
  const listings = createGuardianListingsRepository(db);
  const url = `http://127.0.0.1:2531/person/${member.id}-0a1b2c3d`;
  await listings.upsertFound(
    member.id,
    { brokerSlug, listingKey: `${brokerSlug}:${member.id}`, url, exposed: ['name'], personId: null },
    now,
  );
  const [listing] = (await listings.listWithRemovals(member.id)).map((entry) => entry.listing);
  if (!listing) throw new Error('the listing was not added');
  const removalId = await listings.insertRemoval(
    listing,
    {
      status: 'submitted',
      submittedAt: now,
      nextDueAt: null,
      actionRequired: null,
      verified: false,
      history: [{ status: 'submitted', at: now }],
    },
    reference,
    now,
  );
  if (removalId === undefined) throw new Error('the removal was not added');
  return { removalId, memberId: member.id, listingId: listing.id, reference, url };
}
