import type { JobDefinition } from './define-job';
import { alertEmailDigestJob } from './definitions/alert-email-digest';
import { checkBreachesJob } from './definitions/check-breaches';
import { checkBreachesDailyJob } from './definitions/check-breaches-daily';
import { creditFreezeRemindersJob } from './definitions/credit-freeze-reminders';
import { dataRefreshJob } from './definitions/data-refresh';
import { emailOutboxPurgeJob } from './definitions/email-outbox-purge';
import { enrollIdentitySubscriberJob } from './definitions/enroll-identity-subscriber';
import { guardianCheckRemovalJob } from './definitions/guardian-check-removal';
import { guardianFollowConfirmationJob } from './definitions/guardian-follow-confirmation';
import { guardianRemovalsJob } from './definitions/guardian-removals';
import { guardianRescansJob } from './definitions/guardian-rescans';
import { guardianScanJob } from './definitions/guardian-scan';
import { guardianSubmitRemovalJob } from './definitions/guardian-submit-removal';
import { optOutRequestsPurgeJob } from './definitions/opt-out-requests-purge';
import { processIdentityEventJob } from './definitions/process-identity-event';
import { processRemovalMailJob } from './definitions/process-removal-mail';
import { releaseHealthRetentionJob } from './definitions/release-health-retention';
import { renderPdfJob } from './definitions/render-pdf';
import { sendEmailJob } from './definitions/send-email';
import { subscriptionTermsJob } from './definitions/subscription-terms';
import { telemetryRetentionJob } from './definitions/telemetry-retention';

// The one list of jobs (issue 57). Adding a job: one file under definitions/ that calls defineJob, plus its line here.
// Its settings then come from JOB_<NAME>_* (config.ts) with no further code.

export const JOBS: readonly JobDefinition[] = [
  telemetryRetentionJob,
  subscriptionTermsJob,
  optOutRequestsPurgeJob,
  emailOutboxPurgeJob,
  renderPdfJob,
  guardianScanJob,
  guardianRemovalsJob,
  guardianRescansJob,
  dataRefreshJob,
  sendEmailJob,
  checkBreachesJob,
  checkBreachesDailyJob,
  processIdentityEventJob,
  enrollIdentitySubscriberJob,
  creditFreezeRemindersJob,
  alertEmailDigestJob,
  guardianSubmitRemovalJob,
  guardianCheckRemovalJob,
  guardianFollowConfirmationJob,
  processRemovalMailJob,
  releaseHealthRetentionJob,
];
