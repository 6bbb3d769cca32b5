import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

import type { DialectName } from './create-database';
import { initialMigration } from './migrations/0001-initial';
import { catalogMigration } from './migrations/0002-catalog';
import { publicRecordsMigration } from './migrations/0003-public-records';
import { hostShellMigration } from './migrations/0010-host-shell';
import { recordsMigration } from './migrations/0020-records';
import { protectionMembersMigration } from './migrations/0025-protection-members';
import { recordReportsMigration } from './migrations/0030-record-reports';
import { relativesSummaryMigration } from './migrations/0035-relatives-summary';
import { personSoundIndexMigration } from './migrations/0036-person-sound-index';
import { abuseLimitsMigration } from './migrations/0040-abuse-limits';
import { optOutConfirmationMigration } from './migrations/0049-opt-out-confirmation';
import { billingMigration } from './migrations/0060-billing';
import { supportMessagesMigration } from './migrations/0061-support-messages';
import { guardianMigration } from './migrations/0070-guardian';
import { identityMonitoringMigration } from './migrations/0080-identity-monitoring';
import { dataRefreshMigration } from './migrations/0090-data-refresh';
import { sexOffenderWatchMigration } from './migrations/0091-sex-offender-watch';
import { liveEventsMigration } from './migrations/0092-live-events';
import { coveringPersonSearchMigration } from './migrations/0093-covering-person-search';
import { publicRecordsWithoutValueSamplesMigration } from './migrations/0094-public-records-without-value-samples';
import { entitlementLedgerMigration } from './migrations/0095-entitlement-ledger';
import { authorizedRemovalsMigration } from './migrations/0096-authorized-removals';
import { recordLayoutsMigration } from './migrations/0097-record-layouts';
import { accountBirthDateMigration } from './migrations/0098-account-birth-date';
import { appLinksFromConfigurationMigration } from './migrations/0099-app-links-from-configuration';
import { jobsMigration } from './migrations/0100-jobs';
import { deadLetterJobsMigration } from './migrations/0101-dead-letter-jobs';
import { emailOutboxJobsMigration } from './migrations/0102-email-outbox-jobs';
import { pdfJobsOnJobEngineMigration } from './migrations/0103-pdf-jobs-on-job-engine';
import { guardianScanJobsMigration } from './migrations/0104-guardian-scan-jobs';
import { dataRefreshJobsMigration } from './migrations/0105-data-refresh-jobs';
import { breachFeedMigration } from './migrations/0106-breach-feed';
import { identityEventsMigration } from './migrations/0107-identity-events';
import { alertPlansAndCreditFreezesMigration } from './migrations/0108-alert-plans-and-credit-freezes';
import { alertEmailPreferencesMigration } from './migrations/0109-alert-email-preferences';
import { guardianRealListingsMigration } from './migrations/0113-guardian-real-listings';
import { inboundRemovalMailMigration } from './migrations/0114-inbound-removal-mail';
import { guardianPostalMailingMigration } from './migrations/0115-guardian-postal-mailing';
import { guardianMemberListingFieldsMigration } from './migrations/0116-guardian-member-listing-fields';
import { guardianBrokerInquiriesMigration } from './migrations/0117-guardian-broker-inquiries';
import { releaseHealthMigration } from './migrations/0118-release-health';
import { rankOrderedPersonSearchMigration } from './migrations/0119-rank-ordered-person-search';
import { guardianMatchConfidenceMigration } from './migrations/0111-guardian-match-confidence';
import { guardianRemovalEvidenceMigration } from './migrations/0110-guardian-removal-evidence';
import type { Database } from './schema';

// Migrations are listed in code (not discovered from the file system) so they run identically under tsx, jest and
// a bundled build. Kysely's migrator takes a lock, so two instances starting at once do not both migrate.

export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_initial': initialMigration(dialect),
    '0002_catalog': catalogMigration,
    '0003_public_records': publicRecordsMigration(dialect),
    '0010_host_shell': hostShellMigration(dialect),
    '0020_records': recordsMigration(dialect),
    '0025_protection_members': protectionMembersMigration(dialect),
    '0030_record_reports': recordReportsMigration(dialect),
    '0035_relatives_summary': relativesSummaryMigration,
    '0036_person_sound_index': personSoundIndexMigration,
    '0040_abuse_limits': abuseLimitsMigration(dialect),
    '0049_opt_out_confirmation': optOutConfirmationMigration(dialect),
    '0060_billing': billingMigration,
    '0061_support_messages': supportMessagesMigration(dialect),
    '0070_guardian': guardianMigration(dialect),
    '0080_identity_monitoring': identityMonitoringMigration(dialect),
    '0090_data_refresh': dataRefreshMigration(dialect),
    '0091_sex_offender_watch': sexOffenderWatchMigration(dialect),
    '0092_live_events': liveEventsMigration(dialect),
    '0093_covering_person_search': coveringPersonSearchMigration(dialect),
    '0094_public_records_without_value_samples': publicRecordsWithoutValueSamplesMigration(dialect),
    '0095_entitlement_ledger': entitlementLedgerMigration(dialect),
    '0096_authorized_removals': authorizedRemovalsMigration(dialect),
    '0097_record_layouts': recordLayoutsMigration,
    '0098_account_birth_date': accountBirthDateMigration,
    '0099_app_links_from_configuration': appLinksFromConfigurationMigration,
    '0100_jobs': jobsMigration(dialect),
    '0101_dead_letter_jobs': deadLetterJobsMigration(dialect),
    '0102_email_outbox_jobs': emailOutboxJobsMigration(dialect),
    '0103_pdf_jobs_on_job_engine': pdfJobsOnJobEngineMigration(dialect),
    '0104_guardian_scan_jobs': guardianScanJobsMigration(dialect),
    '0105_data_refresh_jobs': dataRefreshJobsMigration(dialect),
    '0106_breach_feed': breachFeedMigration(dialect),
    '0107_identity_events': identityEventsMigration(dialect),
    '0108_alert_plans_and_credit_freezes': alertPlansAndCreditFreezesMigration(dialect),
    '0109_alert_email_preferences': alertEmailPreferencesMigration(dialect),
    '0113_guardian_real_listings': guardianRealListingsMigration(),
    '0114_inbound_removal_mail': inboundRemovalMailMigration(dialect),
    '0115_guardian_postal_mailing': guardianPostalMailingMigration(),
    '0116_guardian_member_listing_fields': guardianMemberListingFieldsMigration(),
    '0117_guardian_broker_inquiries': guardianBrokerInquiriesMigration(dialect),
    '0118_release_health': releaseHealthMigration(dialect),
    '0119_rank_ordered_person_search': rankOrderedPersonSearchMigration(dialect),
    '0111_guardian_match_confidence': guardianMatchConfidenceMigration(dialect),
    '0110_guardian_removal_evidence': guardianRemovalEvidenceMigration(dialect),
  };
}

async function runMigrator(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  // On PostgreSQL, Kysely looks for its migration tables in every schema it can see unless told which one: name the
  // connection's own schema, or a database with several schemas (one per test file) finds another schema's tables.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`migration failed: ${String(error)}`);
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * Kysely's migrator finds its tables by listing the tables of every schema it can see; a schema another process drops
 * meanwhile (a finished test file's) fails that listing with "schema … does not exist" (3F000) or "relation … does
 * not exist" (42P01). Nothing of this migration's was touched (it runs in one transaction): it is run again.
 */
function anotherSchemaWentAway(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '3F000' || code === '42P01';
}

/**
 * Brings the schema to the latest migration; returns the names of the migrations it ran. On PostgreSQL Kysely
 * serializes concurrent migrators with an advisory lock. On SQLite it has no cross-process lock, but the whole run
 * is one transaction: when two processes race on one file, the loser's run fails and rolls back, and a retry then
 * finds everything applied. On PostgreSQL a run that met another schema going away is retried too.
 */
export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runMigrator(db, dialect);
    } catch (error) {
      if (!(dialect === 'sqlite' || anotherSchemaWentAway(error)) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
