import { randomUUID } from 'node:crypto';

import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';

import type { Database, ProtectionMembersTable } from '../db/schema';

export type ProtectionMemberRow = Selectable<ProtectionMembersTable>;

export const SETUP_REQUIRED = 'setup_required';

export interface SelfMemberInput {
  recordId: number;
  firstName: string;
  lastName: string;
  pointer: string;
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

    async self(accountId: number): Promise<ProtectionMemberRow | undefined> {
      return db
        .selectFrom('protection_members')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('is_self', '=', 1)
        .executeTakeFirst();
    },

    /**
     * The self member now stands for this record: updated when it exists (its usage and status are kept, so a
     * member who scanned already is not sent back to setup), added otherwise.
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
  };
}

export type ProtectionMembersRepository = ReturnType<typeof createProtectionMembersRepository>;
