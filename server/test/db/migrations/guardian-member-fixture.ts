import type { Kysely } from 'kysely';

/** A database at an older migration, read and written without today's schema types. */
export type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * An account protecting itself with Guardian, as the tables stood from migration 0070 on (a migration test fills an
 * older database with it): the protection member's id.
 */
export async function insertGuardianSelfMember(
  db: LooseDb,
  person: { email: string; firstName: string; lastName: string; nextScanAt?: number },
  now: number,
): Promise<number> {
  const account = await db
    .insertInto('accounts')
    .values({
      email: person.email,
      first_name: person.firstName,
      last_name: person.lastName,
      password_hash: 'x',
      data: '{}',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const member = await db
    .insertInto('protection_members')
    .values({
      account_id: Number(account.id),
      record_id: null,
      first_name: person.firstName,
      last_name: person.lastName,
      is_self: 1,
      pointer: null,
      usage_id: `guardian-${person.firstName.toLowerCase()}`,
      status: 'active',
      relationship: null,
      details: '{}',
      enrolled_at: now,
      ...(person.nextScanAt === undefined ? {} : { next_scan_at: person.nextScanAt }),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(member.id);
}
