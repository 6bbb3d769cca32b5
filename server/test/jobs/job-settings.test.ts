import { readJobSettings, ConfigError } from '../../src/config';
import { registeredJobs } from '../../src/jobs/create-job-queue';
import { JOBS } from '../../src/jobs/job-registry';

// One config block per job, with the job's own name (issue 57): JOB_<NAME>_<SETTING> over the job's definition.

describe('job settings', () => {
  it('reads JOB_<NAME>_<SETTING> by job name and applies it over the definition', () => {
    const settings = readJobSettings({
      JOB_TELEMETRY_RETENTION_ENABLED: 'false',
      JOB_SUBSCRIPTION_TERMS_RETRY_LIMIT: '5',
      JOB_SUBSCRIPTION_TERMS_SCHEDULE: '*/5 * * * *',
      JOB_OPT_OUT_REQUESTS_PURGE_CONCURRENCY: '2',
    });
    expect(settings).toEqual({
      'telemetry-retention': { enabled: false },
      'subscription-terms': { retryLimit: 5, schedule: '*/5 * * * *' },
      'opt-out-requests-purge': { concurrency: 2 },
    });
    const jobs = registeredJobs(JOBS, settings);
    expect(jobs.find((job) => job.name === 'telemetry-retention')).toMatchObject({ enabled: false });
    expect(jobs.find((job) => job.name === 'subscription-terms')).toMatchObject({
      schedule: '*/5 * * * *',
      retry: { limit: 5, delayMs: 60_000, backoff: true },
      atomic: false,
    });
    expect(jobs.find((job) => job.name === 'email-outbox-purge')).toMatchObject({ enabled: true, concurrency: 1 });
  });

  it('refuses a setting it does not know, one for no job, and a schedule that is not cron', () => {
    expect(() => readJobSettings({ JOB_TELEMETRY_RETENTION_SPEED: '1' })).toThrow(ConfigError);
    expect(() => registeredJobs(JOBS, readJobSettings({ JOB_TELEMETRY_RETENTON_ENABLED: 'false' }))).toThrow(
      /telemetry-retenton/,
    );
    expect(() => registeredJobs(JOBS, readJobSettings({ JOB_TELEMETRY_RETENTION_SCHEDULE: 'every hour' }))).toThrow();
  });
});
