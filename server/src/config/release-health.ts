import type { ReleaseHealthConfig } from '../config';
import { ConfigError, type Env } from './config-error';
import { readInt } from './env-readers';

/** An operator token shorter than this is refused: it guards the read of every release's figures. */
export const MIN_RELEASE_HEALTH_TOKEN_LENGTH = 24;

/**
 * RELEASE_HEALTH_TOKEN (optional; unset, the figures are not served), RELEASE_HEALTH_RATE_LIMIT_MAX and _WINDOW_MS
 * (batches per device: a page sends one every 10 s at most, so 12 a minute leaves room for a hidden page's last
 * one), RELEASE_HEALTH_RETENTION_DAYS (14: a canary's verdict needs hours to days of figures, not months).
 */
export function readReleaseHealth(env: Env): ReleaseHealthConfig {
  const token = env.RELEASE_HEALTH_TOKEN?.trim() || null;
  if (token !== null && token.length < MIN_RELEASE_HEALTH_TOKEN_LENGTH) {
    throw new ConfigError(`RELEASE_HEALTH_TOKEN must be at least ${MIN_RELEASE_HEALTH_TOKEN_LENGTH} characters long`);
  }
  return {
    token,
    rateLimit: {
      max: readInt(env, 'RELEASE_HEALTH_RATE_LIMIT_MAX', 12, 1, 1_000_000),
      windowMs: readInt(env, 'RELEASE_HEALTH_RATE_LIMIT_WINDOW_MS', 60_000, 1_000, 24 * 60 * 60 * 1000),
    },
    retentionDays: readInt(env, 'RELEASE_HEALTH_RETENTION_DAYS', 14, 1, 3_650),
  };
}
