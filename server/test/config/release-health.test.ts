import { ConfigError } from '../../src/config';
import { readReleaseHealth } from '../../src/config/release-health';

// RELEASE_HEALTH_* (issue 60): the operator token is optional (unset, the figures are not served) but never short;
// a device may send 12 batches a minute and rows are kept 14 days unless told otherwise.

describe('release health settings', () => {
  it('defaults to no token, 12 batches a minute per device and 14 days', () => {
    expect(readReleaseHealth({})).toEqual({
      token: null,
      rateLimit: { max: 12, windowMs: 60_000 },
      retentionDays: 14,
    });
  });

  it('reads the token and the figures, and refuses a short token', () => {
    expect(
      readReleaseHealth({
        RELEASE_HEALTH_TOKEN: ` ${'t'.repeat(32)} `,
        RELEASE_HEALTH_RATE_LIMIT_MAX: '30',
        RELEASE_HEALTH_RETENTION_DAYS: '7',
      }),
    ).toEqual({ token: 't'.repeat(32), rateLimit: { max: 30, windowMs: 60_000 }, retentionDays: 7 });
    expect(() => readReleaseHealth({ RELEASE_HEALTH_TOKEN: 'short' })).toThrow(ConfigError);
  });
});
