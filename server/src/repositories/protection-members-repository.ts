import { randomUUID } from 'node:crypto';

import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';

import type { FamilyRelationship, ProtectionMemberStatus } from '@beacon/validation';

import type { Database, ProtectionMembersTable } from '../db/schema';
import type { ProtectionDetails } from '../domain/guardian/protection-details';

export type ProtectionMemberRow = Selectable<ProtectionMembersTable>;

export const SETUP_REQUIRED: ProtectionMemberStatus = 'setup_required';

export interface SelfMemberInput {
  recordId: number;
  firstName: string;
  lastName: string;
  pointer: string;
  /** what the confirmed report says, for a new self member (an existing one keeps what the member gave) */
  details: ProtectionDetails;
}

export interface FamilyMemberInput {
  firstName: string;
  lastName: string;
  relationship: FamilyRelationship;
  details: ProtectionDetails;
  /** when the member stated they may act for this person (the authorized-agent statement) */
  authorizedAt: number;
}

export function createProtectionMembersRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async list(accountId: number): Promise<ProtectionMemberRow[]> {
      return db
        .selectFrom('protection_members')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('is_self', 'desc')
        .orderBy('id')
        .execute();
    },

    /** The account's member of this id (another account's is not found). */
    async find(accountId: number, memberId: number): Promise<ProtectionMemberRow | undefined> {
      return db
        .selectFrom('protection_members')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    /** Any member by id (a scan's read). */
    async byId(memberId: number): Promise<ProtectionMemberRow | undefined> {
      return db.selectFrom('protection_members').selectAll().where('id', '=', memberId).executeTakeFirst();
    },

    async self(accountId: number): Promise<ProtectionMemberRow | undefined> {
      return db
        .selectFrom('protection_members')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('is_self', '=', 1)
        .executeTakeFirst();
    },

    async countFamily(accountId: number): Promise<number> {
      const row = await db
        .selectFrom('protection_members')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('account_id', '=', accountId)
        .where('is_self', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Guardian usage ids of the account's records under protection (record cards' "Activated"). */
    async usageByRecord(accountId: number): Promise<Map<number, string>> {
      const rows = await db
        .selectFrom('protection_members')
        .select(['record_id', 'usage_id'])
        .where('account_id', '=', accountId)
        .where('record_id', 'is not', null)
        .execute();
      return new Map(rows.map((row) => [Number(row.record_id), row.usage_id]));
    },

    /**
     * The self member now stands for this record: updated when it exists (its usage, status and details are kept,
     * so a member who scanned already is not sent back to setup), added otherwise.
     */
    async upsertSelf(accountId: number, input: SelfMemberInput, now: number): Promise<ProtectionMemberRow> {
      const values = {
        record_id: input.recordId,
        first_name: input.firstName,
        last_name: input.lastName,
        pointer: input.pointer,
        updated_at: now,
      };
      const update = () =>
        db
          .updateTable('protection_members')
          .set(values)
          .where('account_id', '=', accountId)
          .where('is_self', '=', 1)
          .returningAll()
          .executeTakeFirst();
      const updated = await update();
      if (updated) return updated;
      const inserted = await db
        .insertInto('protection_members')
        .values({
          ...values,
          account_id: accountId,
          is_self: 1,
          usage_id: `guardian-${randomUUID()}`,
          status: SETUP_REQUIRED,
          details: JSON.stringify(input.details),
          created_at: now,
        })
        // a confirmation at the same moment added it first (the partial unique index): update that one
        .onConflict((conflict) =>
          conflict
            .column('account_id')
            .where(sql<boolean>`is_self = 1`)
            .doNothing(),
        )
        .returningAll()
        .executeTakeFirst();
      return inserted ?? (await update()) ?? Promise.reject(new Error('self member vanished while being saved'));
    },

    /** A family member of the add-on: enrolled at once (their first scan is queued by the caller). */
    async insertFamily(accountId: number, input: FamilyMemberInput, now: number): Promise<ProtectionMemberRow> {
      return db
        .insertInto('protection_members')
        .values({
          account_id: accountId,
          record_id: null,
          first_name: input.firstName,
          last_name: input.lastName,
          is_self: 0,
          pointer: null,
          usage_id: `guardian-${randomUUID()}`,
          status: 'active',
          relationship: input.relationship,
          details: JSON.stringify(input.details),
          enrolled_at: now,
          created_at: now,
          updated_at: now,
          authorized_at: input.authorizedAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async updateDetails(
      accountId: number,
      memberId: number,
      values: {
        firstName: string;
        lastName: string;
        details: ProtectionDetails;
        relationship?: FamilyRelationship;
        /** a family member's authorized-agent statement, given now */
        authorizedAt?: number;
      },
      now: number,
    ): Promise<ProtectionMemberRow | undefined> {
      return db
        .updateTable('protection_members')
        .set({
          first_name: values.firstName,
          last_name: values.lastName,
          details: JSON.stringify(values.details),
          ...(values.relationship ? { relationship: values.relationship } : {}),
          ...(values.authorizedAt === undefined ? {} : { authorized_at: values.authorizedAt }),
          updated_at: now,
        })
        .where('account_id', '=', accountId)
        .where('id', '=', memberId)
        .returningAll()
        .executeTakeFirst();
    },

    /** Moves the member on from `from` (a compare-and-swap: two enrolments at once move it once). */
    async advanceStatus(
      memberId: number,
      from: ProtectionMemberStatus[],
      to: ProtectionMemberStatus,
      now: number,
      extra: { enrolledAt?: number } = {},
    ): Promise<boolean> {
      const result = await db
        .updateTable('protection_members')
        .set({ status: to, updated_at: now, ...(extra.enrolledAt ? { enrolled_at: extra.enrolledAt } : {}) })
        .where('id', '=', memberId)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async deleteFamily(accountId: number, memberId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('protection_members')
        .where('account_id', '=', accountId)
        .where('id', '=', memberId)
        .where('is_self', '=', 0)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async setNextScan(memberId: number, at: number | null): Promise<void> {
      await db.updateTable('protection_members').set({ next_scan_at: at }).where('id', '=', memberId).execute();
    },

    /** Members whose re-scan is due. */
    async dueForRescan(now: number, limit: number): Promise<ProtectionMemberRow[]> {
      return db
        .selectFrom('protection_members')
        .selectAll()
        .where('next_scan_at', 'is not', null)
        .where('next_scan_at', '<=', now)
        .orderBy('next_scan_at')
        .limit(limit)
        .execute();
    },

    /** Takes the due re-scan of a member (clears next_scan_at as read); false when another worker took it. */
    async takeRescan(member: ProtectionMemberRow): Promise<boolean> {
      if (member.next_scan_at === null) return false;
      const result = await db
        .updateTable('protection_members')
        .set({ next_scan_at: null })
        .where('id', '=', member.id)
        .where('next_scan_at', '=', member.next_scan_at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ProtectionMembersRepository = ReturnType<typeof createProtectionMembersRepository>;
