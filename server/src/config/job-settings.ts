import type { JobSettings } from '../config';
import { ConfigError, type Env } from './config-error';
import { readBool, readInt } from './env-readers';

// JOB_<NAME>_<SETTING>: per job of src/jobs/job-registry.ts, the settings that differ from its definition.

const JOB_SETTING =
  /^JOB_([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*?)_(ENABLED|CONCURRENCY|RETRY_LIMIT|RETRY_DELAY_MS|RETRY_BACKOFF|EXPIRE_MS|SCHEDULE)$/;

/** JOB_<NAME>_<SETTING> variables, by job name; the jobs plugin refuses a name that no job has (a typo). */
export function readJobSettings(env: Env): Record<string, JobSettings> {
  const settings: Record<string, JobSettings> = {};
  for (const key of Object.keys(env).sort()) {
    if (!key.startsWith('JOB_') || env[key] === undefined || env[key] === '') continue;
    const match = JOB_SETTING.exec(key);
    if (!match)
      throw new ConfigError(`${key} is not a job setting (JOB_<NAME>_ENABLED, _CONCURRENCY, _RETRY_LIMIT, ...)`);
    const name = match[1]!.toLowerCase().replace(/_/g, '-');
    const job = (settings[name] ??= {});
    switch (match[2]) {
      case 'ENABLED':
        job.enabled = readBool(env, key, true);
        break;
      case 'CONCURRENCY':
        job.concurrency = readInt(env, key, 1, 1, 100);
        break;
      case 'RETRY_LIMIT':
        job.retryLimit = readInt(env, key, 0, 0, 100);
        break;
      case 'RETRY_DELAY_MS':
        job.retryDelayMs = readInt(env, key, 0, 0, 24 * 60 * 60 * 1000);
        break;
      case 'RETRY_BACKOFF':
        job.retryBackoff = readBool(env, key, true);
        break;
      case 'EXPIRE_MS':
        job.expireInMs = readInt(env, key, 0, 1_000, 24 * 60 * 60 * 1000);
        break;
      default:
        job.schedule = env[key]!.trim();
    }
  }
  return settings;
}
