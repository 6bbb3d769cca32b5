import type { Kysely, Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// Per-version health of the remotes from real browsers (issue 60): one row per group of a batch a device sent to
// POST /v1/release-health (remote × version × cohort, its counts and its LCP and INP samples). The device is kept only
// as a keyed hash (for the count of distinct devices); no account, URL or name. The release guard reads a remote's
// rows of a window (index on remote, received_at); the job release-health-retention deletes rows by age (index on
// received_at).

export function releaseHealthMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const time = timestampType(dialect);
      await createTableWithId(db, dialect, 'release_health_groups')
        .addColumn('received_at', time, (col) => col.notNull())
        // HMAC-SHA-256 of the device id under a key derived from POINTER_SECRET (hex)
        .addColumn('device_hash', 'text', (col) => col.notNull())
        .addColumn('remote', 'text', (col) => col.notNull())
        .addColumn('version', 'text', (col) => col.notNull())
        // 'stable', 'canary' or 'pinned' (RELEASE_COHORTS)
        .addColumn('cohort', 'text', (col) => col.notNull())
        .addColumn('views', 'integer', (col) => col.notNull())
        .addColumn('load_failures', 'integer', (col) => col.notNull())
        .addColumn('render_errors', 'integer', (col) => col.notNull())
        .addColumn('runtime_errors', 'integer', (col) => col.notNull())
        .addColumn('api_requests', 'integer', (col) => col.notNull())
        .addColumn('api_failures', 'integer', (col) => col.notNull())
        // JSON arrays of milliseconds (at most MAX_VITALS_PER_GROUP each)
        .addColumn('lcp_ms', 'text', (col) => col.notNull())
        .addColumn('inp_ms', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('release_health_groups_remote_received_idx')
        .on('release_health_groups')
        .columns(['remote', 'received_at'])
        .execute();
      await db.schema
        .createIndex('release_health_groups_received_idx')
        .on('release_health_groups')
        .column('received_at')
        .execute();
    },
  };
}
