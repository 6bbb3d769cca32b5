// The benchmarks drive the API from one client IP and a single member far past what a person does: every per-IP
// budget, per-member quota and per-member cap is set out of their way (the limits are tested in server/test/).
const HIGH = '10000000';

export const HIGH_LIMITS: Record<string, string> = {
  RATE_LIMIT_MAX: HIGH,
  TELEMETRY_RATE_LIMIT_MAX: HIGH,
  ...Object.fromEntries(
    ['SEARCH', 'RECORD_VIEW', 'RECORD_CREATE', 'PDF'].flatMap((action) => [
      [`QUOTA_${action}_PER_MINUTE`, HIGH],
      [`QUOTA_${action}_PER_DAY`, HIGH],
    ]),
  ),
  MAX_RECORDS_PER_MEMBER: '10000000',
  MAX_QUEUED_PDF_JOBS_PER_MEMBER: '10000',
  SUPPORT_MESSAGES_PER_DAY: '10000',
};
