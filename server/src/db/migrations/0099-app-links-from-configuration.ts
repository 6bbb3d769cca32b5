import type { Kysely, Migration } from 'kysely';

// The store links of the member apps come from configuration (issue 56 point 5): IOS_APP_ID and ANDROID_APP_ID.
// The catalog stored placeholders (an App Store id of zeros and an unpublished package name), so the store buttons
// opened pages of apps that are not there. The stored values become null, which hides a button until its id is
// configured; a deployment that had edited a value keeps it.

/** The keys and placeholder values as 0002-catalog stored them (frozen). */
const PLACEHOLDERS: Record<string, string> = {
  'apps.ios': 'https://apps.apple.com/us/app/beacon-people-search/id0000000000',
  'apps.android': 'https://play.google.com/store/apps/details?id=com.beacon.members',
};

export const appLinksFromConfigurationMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped.withTables<{ meta_values: { key: string; value: string } }>();
    for (const [key, placeholder] of Object.entries(PLACEHOLDERS)) {
      await db
        .updateTable('meta_values')
        .set({ value: JSON.stringify(null) })
        .where('key', '=', key)
        .where('value', '=', JSON.stringify(placeholder))
        .execute();
    }
  },
};
