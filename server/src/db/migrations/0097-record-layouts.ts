import type { Kysely, Migration } from 'kysely';

// The dynamic layouts of the report page, one per record type (GET /dynamic-layouts/record-<type>, issue 56 point 4):
// until now none existed, every report got a 404 and drew its built-in order. Each list names the report's sections
// in display order (spec §2.4 "Sections per record type (layout order)") and then the side column's pieces. They are
// written out here as they were when this migration was made, not imported, so the migration stays what it was when
// the defaults change; an administrator edits them with `pnpm --filter @beacon/server layouts:set` (no deploy).

type LayoutTables = { dynamic_layouts: { id: string; desktop: string; mobile: string } };

const SIDE = ['RecordSummary', 'SuggestedReports'];
const CONTACT = ['personal', 'contact', 'locations', 'social'];

const SECTIONS: Record<string, string[]> = {
  person: [
    'timeline',
    'personal',
    'contact',
    'locations',
    'criminal',
    'sex_offenders',
    'social',
    'businesses',
    'licenses',
    'finances',
    'assets',
  ],
  location: [
    'map',
    'residents',
    'neighbors',
    'location',
    'ownership_history',
    'businesses',
    'evictions',
    'census',
    'demographics',
    'places',
    'crime_stats',
    'sex_offenders',
    'forecast',
  ],
  phone: CONTACT,
  email: CONTACT,
};

export const recordLayoutsMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped.withTables<LayoutTables>();
    for (const [type, sections] of Object.entries(SECTIONS)) {
      const names = JSON.stringify([...sections, ...SIDE]);
      await db
        .insertInto('dynamic_layouts')
        .values({ id: `record-${type}`, desktop: names, mobile: names })
        // an administrator may have written one by hand already: theirs stays
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    }
  },
};
