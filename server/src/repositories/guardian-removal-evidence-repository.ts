import type { Kysely, Transaction } from 'kysely';

import {
  REMOVAL_EVIDENCE_KINDS,
  REMOVAL_STATUS_LABELS,
  REMOVAL_STATUSES,
  type RemovalEvidenceKind,
  type RemovalStatus,
} from '@beacon/validation';

import type { Database } from '../db/schema';

// The proof of each removal request (migration 0110, issue 59 point 4): what the adapters captured (the listing page
// before and after, the letter, the replies) and every status change with its cause. Rows are only ever added: a
// proof is a record of what happened, so nothing here updates or deletes one.

/** What the request is about; every evidence row carries all three. */
export interface EvidenceOwner {
  removalId: number;
  memberId: number;
  listingId: number;
}

export interface NewEvidence extends EvidenceOwner {
  kind: RemovalEvidenceKind;
  /** the content's type; null for a status change */
  mime: string | null;
  caption: string;
  content: Buffer | null;
  /** for a status change: the status the request moved to */
  status: RemovalStatus | null;
  cause: string | null;
  at: number;
}

/** A row without its content (lists never carry the bytes). */
export interface EvidenceMeta extends EvidenceOwner {
  id: number;
  kind: RemovalEvidenceKind;
  mime: string | null;
  caption: string;
  status: RemovalStatus | null;
  cause: string | null;
  at: number;
}

export interface EvidenceWithContent extends EvidenceMeta {
  content: Buffer | null;
}

/**
 * What an adapter hands over as proof: the shape of `Capture` (services/brokers/broker-adapter.ts), written here so
 * that this floor does not import the services above it; a `Capture` is one of these.
 */
export interface CapturedEvidence {
  kind: 'before' | 'after' | 'letter' | 'reply' | 'page';
  mime: string;
  content: Buffer;
  at: number;
  caption: string;
}

function parseKind(value: string): RemovalEvidenceKind {
  if ((REMOVAL_EVIDENCE_KINDS as readonly string[]).includes(value)) return value as RemovalEvidenceKind;
  throw new Error(`guardian_removal_evidence: unknown kind ${JSON.stringify(value)}`);
}

function parseStatus(value: string | null): RemovalStatus | null {
  if (value === null) return null;
  if ((REMOVAL_STATUSES as readonly string[]).includes(value)) return value as RemovalStatus;
  throw new Error(`guardian_removal_evidence: unknown status ${JSON.stringify(value)}`);
}

const META_COLUMNS = [
  'id',
  'removal_id',
  'member_id',
  'listing_id',
  'kind',
  'mime',
  'caption',
  'status',
  'cause',
  'at',
] as const;

interface MetaRow {
  id: number;
  removal_id: number;
  member_id: number;
  listing_id: number;
  kind: string;
  mime: string | null;
  caption: string;
  status: string | null;
  cause: string | null;
  at: number;
}

// PostgreSQL's bigint and some drivers' integers arrive as strings: every number is read through Number()
function metaOf(row: MetaRow): EvidenceMeta {
  return {
    id: Number(row.id),
    removalId: Number(row.removal_id),
    memberId: Number(row.member_id),
    listingId: Number(row.listing_id),
    kind: parseKind(row.kind),
    mime: row.mime,
    caption: row.caption,
    status: parseStatus(row.status),
    cause: row.cause,
    at: Number(row.at),
  };
}

/** Bytes as a Buffer whatever the driver gave (better-sqlite3 and pg give Buffers; a Uint8Array is copied once). */
function bytesOf(value: unknown): Buffer | null {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value);
  throw new Error('guardian_removal_evidence: content is not binary');
}

export function createGuardianRemovalEvidenceRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** Adds one piece of proof (in the caller's transaction when given one); its id. */
    async add(evidence: NewEvidence): Promise<number> {
      const inserted = await db
        .insertInto('guardian_removal_evidence')
        .values({
          removal_id: evidence.removalId,
          member_id: evidence.memberId,
          listing_id: evidence.listingId,
          kind: evidence.kind,
          mime: evidence.mime,
          caption: evidence.caption,
          content: evidence.content,
          status: evidence.status,
          cause: evidence.cause,
          at: evidence.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(inserted.id);
    },

    /** A removal's proof without the bytes, in the order it happened (ties in the order it was recorded). */
    async forRemoval(removalId: number): Promise<EvidenceMeta[]> {
      const rows = await db
        .selectFrom('guardian_removal_evidence')
        .select(META_COLUMNS)
        .where('removal_id', '=', removalId)
        .orderBy('at')
        .orderBy('id')
        .execute();
      return rows.map(metaOf);
    },

    /** A removal's proof with the bytes, in time order: what its PDF is made of. */
    async forRemovalWithContent(removalId: number): Promise<EvidenceWithContent[]> {
      const rows = await db
        .selectFrom('guardian_removal_evidence')
        .select([...META_COLUMNS, 'content'])
        .where('removal_id', '=', removalId)
        .orderBy('at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ ...metaOf(row), content: bytesOf(row.content) }));
    },

    /** One piece's content, only when it belongs to this protection member; undefined otherwise. */
    async content(
      memberId: number,
      evidenceId: number,
    ): Promise<{ removalId: number; mime: string; content: Buffer } | undefined> {
      const row = await db
        .selectFrom('guardian_removal_evidence')
        .select(['removal_id', 'mime', 'content'])
        .where('id', '=', evidenceId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      const content = bytesOf(row?.content);
      if (!row || row.mime === null || content === null) return undefined;
      return { removalId: Number(row.removal_id), mime: row.mime, content };
    },

    /** Every removal's proof of a listing, in time order: a listing that reappeared shows what was done before. */
    async forListing(listingId: number): Promise<EvidenceMeta[]> {
      const rows = await db
        .selectFrom('guardian_removal_evidence')
        .select(META_COLUMNS)
        .where('listing_id', '=', listingId)
        .orderBy('at')
        .orderBy('id')
        .execute();
      return rows.map(metaOf);
    },
  };
}

export type GuardianRemovalEvidenceRepository = ReturnType<typeof createGuardianRemovalEvidenceRepository>;

/**
 * Records a status change of a removal request and why it happened, in the transaction that writes the new status
 * (so a proof never names a status the request did not take, nor misses one it took).
 */
export async function recordStatusChange(
  trx: Kysely<Database> | Transaction<Database>,
  change: EvidenceOwner & { status: RemovalStatus; cause: string; at: number },
): Promise<number> {
  return createGuardianRemovalEvidenceRepository(trx).add({
    removalId: change.removalId,
    memberId: change.memberId,
    listingId: change.listingId,
    kind: 'status',
    mime: null,
    caption: REMOVAL_STATUS_LABELS[change.status],
    content: null,
    status: change.status,
    cause: change.cause,
    at: change.at,
  });
}

/** Records what an adapter captured (a receipt's captures, a check's capture, a confirmation page); their ids. */
export async function recordCaptures(
  trx: Kysely<Database> | Transaction<Database>,
  ids: EvidenceOwner,
  captures: readonly CapturedEvidence[],
): Promise<number[]> {
  const repository = createGuardianRemovalEvidenceRepository(trx);
  const added: number[] = [];
  // one at a time: the ids come back in the captures' order on both engines
  for (const capture of captures) {
    added.push(
      await repository.add({
        ...ids,
        kind: capture.kind,
        mime: capture.mime,
        caption: capture.caption,
        content: capture.content,
        status: null,
        cause: null,
        at: capture.at,
      }),
    );
  }
  return added;
}
