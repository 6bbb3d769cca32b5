import { createHash } from 'node:crypto';

import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';

import {
  EXPOSED_FIELDS,
  REMOVAL_STATUSES,
  type ExposedField,
  type ListingSource,
  type RemovalStatus,
} from '@beacon/validation';

import type { Database, GuardianListingsTable, GuardianRemovalsTable } from '../db/schema';
import type { RemovalState, RemovalTransition } from '../domain/guardian/removal-transitions';

// The listings Guardian's scans found of a protection member and the removal request of each (migration 0070).
// A listing is recognised across scans by its key; a removal request changes only by compare-and-swap on what it
// was read as, so the worker's automatic steps, the member's actions and a re-scan never overwrite one another.

export type ListingRow = Selectable<GuardianListingsTable>;
export type RemovalRow = Selectable<GuardianRemovalsTable>;

const MEMBER_FOUND = 'member';

/** The key of a listing the member found on a site Guardian cannot read: the site and the page's address, hashed. */
export function memberFoundListingKey(brokerSlug: string, address: string): string {
  return `${brokerSlug}:${MEMBER_FOUND}:${createHash('sha256').update(address).digest('hex').slice(0, 24)}`;
}

const SITE_NAMED = 'reply';

/** The key of a listing a site named in its answer to Guardian's question: the site and the address it gave, hashed. */
export function siteNamedListingKey(brokerSlug: string, address: string): string {
  return `${brokerSlug}:${SITE_NAMED}:${createHash('sha256').update(address).digest('hex').slice(0, 24)}`;
}

/** Who found the listing: a scan, the member (who gave its address and what it shows), or the site's own answer. */
export function listingSourceOf(listing: Pick<ListingRow, 'broker_slug' | 'listing_key'>): ListingSource {
  if (listing.listing_key.startsWith(`${listing.broker_slug}:${MEMBER_FOUND}:`)) return 'member';
  if (listing.listing_key.startsWith(`${listing.broker_slug}:${SITE_NAMED}:`)) return 'reply';
  return 'scan';
}

export interface ListingWithRemoval {
  listing: ListingRow;
  exposed: ExposedField[];
  removal: StoredRemoval | null;
}

/** A stored request: its state, and how it went to the site. */
export type StoredRemoval = RemovalState & {
  id: number;
  reference: string;
  updatedAt: number;
  channel: string | null;
  siteReference: string | null;
  /** a postal request once the member mailed it (migration 0115) */
  mailing: { trackingNumber: string; mailedOn: string } | null;
};

export interface NewListing {
  brokerSlug: string;
  listingKey: string;
  url: string;
  exposed: readonly ExposedField[];
  personId: number | null;
  /** the site's own id of the listing and what its page showed (issue 59); absent for Beacon's own */
  siteListingId?: string;
  shown?: object;
  /** how surely it is the protected person (issue 59 point 3); absent for Beacon's own, found exactly */
  match?: { confidence: number; decision: string; evidence: readonly object[] };
}

export function parseExposed(value: string): ExposedField[] {
  return (JSON.parse(value) as string[]).filter((field): field is ExposedField =>
    (EXPOSED_FIELDS as readonly string[]).includes(field),
  );
}

function parseStatus(value: string): RemovalStatus {
  if ((REMOVAL_STATUSES as readonly string[]).includes(value)) return value as RemovalStatus;
  throw new Error(`guardian_removals: unknown status ${JSON.stringify(value)}`);
}

export function removalStateOf(row: RemovalRow): StoredRemoval {
  return {
    id: row.id,
    reference: row.reference,
    updatedAt: Number(row.updated_at),
    channel: row.channel,
    siteReference: row.site_reference,
    mailing:
      row.mailed_on !== null && row.tracking_number !== null
        ? { trackingNumber: row.tracking_number, mailedOn: row.mailed_on }
        : null,
    status: parseStatus(row.status),
    submittedAt: Number(row.submitted_at),
    nextDueAt: row.next_due_at === null ? null : Number(row.next_due_at),
    actionRequired: row.action_required,
    verified: Number(row.verified) === 1,
    history: (JSON.parse(row.history) as Array<{ status: string; at: number; cause?: unknown }>).map(
      (step): RemovalTransition => ({
        status: parseStatus(step.status),
        at: Number(step.at),
        ...(typeof step.cause === 'string' ? { cause: step.cause } : {}),
      }),
    ),
  };
}

function stateColumns(state: RemovalState, now: number) {
  return {
    status: state.status,
    submitted_at: state.submittedAt,
    next_due_at: state.nextDueAt,
    action_required: state.actionRequired,
    verified: state.verified ? 1 : 0,
    history: JSON.stringify(state.history),
    updated_at: now,
  };
}

function matchColumns(listing: NewListing) {
  return listing.match
    ? {
        match_confidence: listing.match.confidence,
        match_decision: listing.match.decision,
        match_evidence: JSON.stringify(listing.match.evidence),
      }
    : {};
}

/** The columns every new listing starts with: whose, where, what it shows, seen now. */
function newListingColumns(memberId: number, listing: NewListing, now: number) {
  return {
    member_id: memberId,
    broker_slug: listing.brokerSlug,
    listing_key: listing.listingKey,
    url: listing.url,
    exposed: JSON.stringify(listing.exposed),
    present: 1,
    first_seen_at: now,
    last_seen_at: now,
  };
}

export function createGuardianListingsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** The member's listings with their removal requests, in the order they were found. */
    async listWithRemovals(memberId: number): Promise<ListingWithRemoval[]> {
      const listings = await db
        .selectFrom('guardian_listings')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute();
      const removals = await db.selectFrom('guardian_removals').selectAll().where('member_id', '=', memberId).execute();
      const byListing = new Map(removals.map((row) => [Number(row.listing_id), row]));
      return listings.map((listing) => {
        const removal = byListing.get(listing.id);
        return { listing, exposed: parseExposed(listing.exposed), removal: removal ? removalStateOf(removal) : null };
      });
    },

    /** Counts per member: listings online, listings taken down by a request. */
    async countsOf(memberIds: number[]): Promise<Map<number, { exposures: number; removed: number }>> {
      const counts = new Map<number, { exposures: number; removed: number }>();
      if (!memberIds.length) return counts;
      const rows = await db
        .selectFrom('guardian_listings as l')
        .leftJoin('guardian_removals as r', 'r.listing_id', 'l.id')
        .select(['l.member_id', 'l.present', 'r.status'])
        .where('l.member_id', 'in', memberIds)
        .execute();
      for (const row of rows) {
        const entry = counts.get(Number(row.member_id)) ?? { exposures: 0, removed: 0 };
        const takenDown = row.status === 'removed' || row.status === 'not_found';
        if (takenDown) entry.removed += 1;
        else if (Number(row.present) === 1) entry.exposures += 1;
        counts.set(Number(row.member_id), entry);
      }
      return counts;
    },

    /** Adds a listing a scan found, or marks a known one seen now (its exposed fields as the scan saw them). */
    async upsertFound(memberId: number, listing: NewListing, now: number): Promise<void> {
      await db
        .insertInto('guardian_listings')
        .values({
          ...newListingColumns(memberId, listing, now),
          person_id: listing.personId,
          site_listing_id: listing.siteListingId ?? null,
          shown: listing.shown ? JSON.stringify(listing.shown) : null,
          ...matchColumns(listing),
        })
        .onConflict((conflict) =>
          conflict.columns(['member_id', 'listing_key']).doUpdateSet({
            url: listing.url,
            exposed: JSON.stringify(listing.exposed),
            shown: listing.shown ? JSON.stringify(listing.shown) : null,
            // scored again on what the page shows now; a decision the member changed (a restore) stays theirs
            ...(listing.match
              ? {
                  match_confidence: listing.match.confidence,
                  match_evidence: JSON.stringify(listing.match.evidence),
                  match_decision: sql<string>`case when guardian_listings.verdict_at is null then ${listing.match.decision} else guardian_listings.match_decision end`,
                }
              : {}),
            last_seen_at: now,
          }),
        )
        .execute();
    },

    /**
     * Adds a listing the member found on a site Guardian cannot read (issue 59 point 2): theirs by their word, so
     * submittable; its id, or undefined when the member already has it.
     */
    async insertMemberFound(memberId: number, listing: NewListing, now: number): Promise<number | undefined> {
      const row = await db
        .insertInto('guardian_listings')
        .values({
          ...newListingColumns(memberId, listing, now),
          person_id: null,
          member_verdict: 'mine',
          verdict_at: now,
        })
        .onConflict((conflict) => conflict.columns(['member_id', 'listing_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ? Number(row.id) : undefined;
    },

    /**
     * Adds a listing a site named in its answer to Guardian's question (issue 59): the site says it held the person's
     * data there, so it is theirs to remove (decided 'submit', not scored); its id, or undefined when already known.
     */
    async insertSiteNamed(memberId: number, listing: NewListing, now: number): Promise<number | undefined> {
      const row = await db
        .insertInto('guardian_listings')
        .values({
          ...newListingColumns(memberId, listing, now),
          person_id: null,
          match_confidence: null,
          match_decision: 'submit',
          match_evidence: '[]',
        })
        .onConflict((conflict) => conflict.columns(['member_id', 'listing_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ? Number(row.id) : undefined;
    },

    async setPresent(listingIds: number[], present: boolean): Promise<void> {
      if (!listingIds.length) return;
      await db
        .updateTable('guardian_listings')
        .set({ present: present ? 1 : 0 })
        .where('id', 'in', listingIds)
        .execute();
    },

    async findListings(memberId: number, listingIds: number[]): Promise<ListingRow[]> {
      if (!listingIds.length) return [];
      return db
        .selectFrom('guardian_listings')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('id', 'in', listingIds)
        .execute();
    },

    async removal(
      memberId: number,
      removalId: number,
    ): Promise<{ listing: ListingRow; removal: RemovalRow } | undefined> {
      const removal = await db
        .selectFrom('guardian_removals')
        .selectAll()
        .where('id', '=', removalId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      if (!removal) return undefined;
      const listing = await db
        .selectFrom('guardian_listings')
        .selectAll()
        .where('id', '=', removal.listing_id)
        .executeTakeFirstOrThrow();
      return { listing, removal };
    },

    async removalOfListing(listingId: number): Promise<RemovalRow | undefined> {
      return db.selectFrom('guardian_removals').selectAll().where('listing_id', '=', listingId).executeTakeFirst();
    },

    /** Adds the request of a listing that has none; its id, or undefined when one was added meanwhile. */
    async insertRemoval(
      listing: ListingRow,
      state: RemovalState,
      reference: string,
      now: number,
    ): Promise<number | undefined> {
      const inserted = await db
        .insertInto('guardian_removals')
        .values({ listing_id: listing.id, member_id: listing.member_id, reference, ...stateColumns(state, now) })
        .onConflict((conflict) => conflict.column('listing_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    },

    /** The request with this reference (GRD-…), as a site's reply names it. */
    async removalByReference(reference: string): Promise<RemovalRow | undefined> {
      return db.selectFrom('guardian_removals').selectAll().where('reference', '=', reference).executeTakeFirst();
    },

    async removalById(removalId: number): Promise<RemovalRow | undefined> {
      return db.selectFrom('guardian_removals').selectAll().where('id', '=', removalId).executeTakeFirst();
    },

    /** Writes the request's next state if it is still as it was read. */
    async updateRemoval(
      expected: RemovalRow,
      state: RemovalState,
      now: number,
      changes: { channel?: string | null; siteReference?: string | null } = {},
    ): Promise<boolean> {
      const result = await db
        .updateTable('guardian_removals')
        .set({
          ...stateColumns(state, now),
          ...(changes.channel !== undefined ? { channel: changes.channel } : {}),
          ...(changes.siteReference !== undefined ? { site_reference: changes.siteReference } : {}),
        })
        .where('id', '=', expected.id)
        .where('status', '=', expected.status)
        .where('updated_at', '=', expected.updated_at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Requests whose next automatic step is due. */
    async dueRemovals(now: number, limit: number): Promise<RemovalRow[]> {
      return db
        .selectFrom('guardian_removals')
        .selectAll()
        .where('next_due_at', 'is not', null)
        .where('next_due_at', '<=', now)
        .orderBy('next_due_at')
        .limit(limit)
        .execute();
    },

    async listing(listingId: number): Promise<ListingRow | undefined> {
      return db.selectFrom('guardian_listings').selectAll().where('id', '=', listingId).executeTakeFirst();
    },
  };
}

export type GuardianListingsRepository = ReturnType<typeof createGuardianListingsRepository>;
