import { REPORT_SECTIONS } from '@beacon/validation';

import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import { createContentRepository } from '../../../src/repositories/content-repository';
import { createTestDatabase, ENGINES } from '../../helper';
import { migrateBefore } from './migrate-before';

// Migration 0097 (issue 56 point 4): every record type gets its report layout, in the order the reports drew before
// (the spec's section order, then the side column), and a layout an administrator wrote before it ran stays theirs.

describe.each(ENGINES)('migration 0097 (record layouts) on %s', (engine) => {
  it("stores each record type's layout, keeping one written by hand", async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config, { poolSize: 1 });
    try {
      await migrateBefore(db, dialect, '0097');
      const content = createContentRepository(db);
      await content.saveLayout({ id: 'record-email', desktop: ['contact', 'personal'], mobile: ['contact'] });

      expect(await migrateToLatest(db, dialect)).toContain('0097_record_layouts');
      for (const type of ['person', 'location', 'phone'] as const) {
        const names = [...REPORT_SECTIONS[type], 'RecordSummary', 'SuggestedReports'];
        expect(await content.layout(`record-${type}`)).toEqual({ id: `record-${type}`, desktop: names, mobile: names });
      }
      expect(await content.layout('record-email')).toEqual({
        id: 'record-email',
        desktop: ['contact', 'personal'],
        mobile: ['contact'],
      });
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
