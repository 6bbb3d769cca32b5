import type { Kysely, Migration } from 'kysely';

// The member's own date of birth (issue 56 point 3): with their name, it tells whether a person report they open is
// probably their own (the Guardian-retarget notice of spec §4). YYYY-MM-DD; null until the member gives it.

export const accountBirthDateMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('accounts').addColumn('birth_date', 'text').execute();
  },
};
