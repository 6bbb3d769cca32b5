import type { IdentityProviderConfig, RuntimeEnv } from '../config';
import { ConfigError, type Env } from './config-error';
import { readInt, readUrl } from './env-readers';

/** The shortest webhook secret accepted: 128 bits written as text. */
export const MIN_IDENTITY_WEBHOOK_SECRET_LENGTH = 16;

/**
 * The identity-monitoring provider (issue 58): its API (IDENTITY_PROVIDER_URL and IDENTITY_PROVIDER_API_KEY, for
 * enrolling accounts) and its signed webhook (IDENTITY_WEBHOOK_SECRET, IDENTITY_WEBHOOK_TOLERANCE_SECONDS). The secret
 * is the environment's, else (outside production) the one generated once into .data/secrets.json like the JWT secret;
 * production generates none, so without IDENTITY_WEBHOOK_SECRET its webhook refuses every delivery.
 */
export function readIdentityProvider(
  env: Env,
  runtime: RuntimeEnv,
  persistedWebhookSecret: string | undefined,
): IdentityProviderConfig {
  const url = env.IDENTITY_PROVIDER_URL ? readUrl(env, 'IDENTITY_PROVIDER_URL', env.IDENTITY_PROVIDER_URL) : '';
  const apiKey = env.IDENTITY_PROVIDER_API_KEY ?? '';
  if (url && !apiKey) throw new ConfigError('IDENTITY_PROVIDER_URL needs IDENTITY_PROVIDER_API_KEY');
  const webhookSecret = env.IDENTITY_WEBHOOK_SECRET || (runtime === 'production' ? '' : (persistedWebhookSecret ?? ''));
  if (webhookSecret && webhookSecret.length < MIN_IDENTITY_WEBHOOK_SECRET_LENGTH) {
    throw new ConfigError(
      `IDENTITY_WEBHOOK_SECRET must be at least ${MIN_IDENTITY_WEBHOOK_SECRET_LENGTH} characters long`,
    );
  }
  return {
    url,
    apiKey,
    webhookSecret,
    // Stripe's default: long enough for a clock a little off, short enough that a captured delivery soon goes stale
    toleranceSeconds: readInt(env, 'IDENTITY_WEBHOOK_TOLERANCE_SECONDS', 300, 1, 3_600),
  };
}
