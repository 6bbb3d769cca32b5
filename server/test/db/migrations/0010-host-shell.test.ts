import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import { RESEARCH_SCREENER_META_KEY } from '../../../src/repositories/meta-keys';
import { createTestDatabase, ENGINES } from '../../helper';

async function failure(action: () => Promise<unknown>): Promise<string> {
  try {
    await action();
  } catch (error) {
    return String((error as { message?: unknown }).message ?? error);
  }
  return 'no error';
}

describe.each(ENGINES)('migration 0010_host_shell on %s', (engine) => {
  it('creates the notification tables with their guards and the screener meta key (off)', async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config);
    try {
      expect(await migrateToLatest(db, dialect)).toContain('0010_host_shell');
      const meta = await db
        .selectFrom('meta_values')
        .select('value')
        .where('key', '=', RESEARCH_SCREENER_META_KEY)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(meta.value)).toBeNull();

      const account = await db
        .insertInto('accounts')
        .values({
          email: 'm@example.test',
          first_name: 'M',
          last_name: 'N',
          hide_self_search_prompt_test: 0,
          data: '{}',
          created_at: 0,
          updated_at: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const alert = {
        account_id: account.id,
        alert_id: 'A-1',
        report_name: 'SSN Trace',
        category: 'ssn',
        type: 'new_name_linked',
        created_at: 1,
      };
      await db.insertInto('identity_notifications').values(alert).execute();
      expect(await failure(() => db.insertInto('identity_notifications').values(alert).execute())).toMatch(/unique/i);

      const update = { account_id: account.id, ref: 'R-1', type: 'person', display: 'New address', created_at: 1 };
      await db.insertInto('record_notifications').values(update).execute();
      expect(await failure(() => db.insertInto('record_notifications').values(update).execute())).toMatch(/unique/i);
      expect(
        await failure(() =>
          db
            .insertInto('record_notifications')
            .values({ ...update, ref: 'R-2', type: 'phone' })
            .execute(),
        ),
      ).toMatch(/check/i);
      const stored = await db.selectFrom('record_notifications').selectAll().executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ first_name: '', last_name: '' });

      // a member's notices go with the member
      await db.deleteFrom('accounts').where('id', '=', account.id).execute();
      expect(await db.selectFrom('identity_notifications').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('record_notifications').selectAll().execute()).toEqual([]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
