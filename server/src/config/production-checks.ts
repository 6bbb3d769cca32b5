import type { Env } from './config-error';
import { DEFAULT_APP_CREDENTIALS, PRODUCTION_SECRETS, STRIPE_API_ORIGIN } from './defaults';
import { parseAppCredentials } from './env-readers';
import { paymentGateway } from './payments';

/**
 * Why a production server must not start with this environment: demo members with the published password, a secret
 * that is missing (so it would be generated per machine, or be the checked-in default), the local app key, Stripe
 * (the default gateway there) without its secret key, or Stripe's API anywhere but at Stripe; the same for Have I
 * Been Pwned (its key, and its hosts only).
 * Empty when nothing is wrong.
 */
export function productionProblems(env: Env, seedDemoMembers: boolean): string[] {
  const problems: string[] = [];
  if (seedDemoMembers) problems.push('SEED_DEMO_MEMBERS must be off (demo members share a published password)');
  for (const name of PRODUCTION_SECRETS) {
    if (!env[name]) problems.push(`${name} must be set in the environment`);
  }
  const defaultKey = DEFAULT_APP_CREDENTIALS.slice(DEFAULT_APP_CREDENTIALS.indexOf(':') + 1);
  const credentials = parseAppCredentials(env.APP_CREDENTIALS || DEFAULT_APP_CREDENTIALS);
  if (Object.values(credentials).includes(defaultKey)) {
    problems.push(`APP_CREDENTIALS must not use the local default key ${defaultKey}`);
  }
  if (paymentGateway(env, 'production') === 'stripe' && !env.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_SECRET_KEY must be set in the environment (payments go through Stripe in production)');
  }
  if (env.STRIPE_API_BASE && env.STRIPE_API_BASE.replace(/\/+$/, '') !== STRIPE_API_ORIGIN) {
    problems.push(`STRIPE_API_BASE must be absent or ${STRIPE_API_ORIGIN}, got "${env.STRIPE_API_BASE}"`);
  }
  if (!env.HIBP_API_KEY) {
    problems.push('HIBP_API_KEY must be set in the environment (dark web alerts come from Have I Been Pwned)');
  }
  for (const [name, origin] of [
    ['HIBP_API_URL', 'https://haveibeenpwned.com/api/v3'],
    ['PWNED_PASSWORDS_URL', 'https://api.pwnedpasswords.com'],
  ] as const) {
    if (env[name] && env[name].replace(/\/+$/, '') !== origin) {
      problems.push(`${name} must be absent or ${origin}, got "${env[name]}" (a stand-in is never production)`);
    }
  }
  // the webhook secret is never generated in production: a provider set up without one could not be verified
  if (env.IDENTITY_PROVIDER_URL && !env.IDENTITY_WEBHOOK_SECRET) {
    problems.push('IDENTITY_WEBHOOK_SECRET must be set in the environment when IDENTITY_PROVIDER_URL is');
  }
  // reply addresses at a .test domain (the local default) receive nothing: a production endpoint names its own
  if (env.INBOUND_MAIL_PORT && !/^off$/i.test(env.INBOUND_MAIL_PORT.trim()) && !env.INBOUND_MAIL_DOMAIN) {
    problems.push('INBOUND_MAIL_DOMAIN must be set in the environment when INBOUND_MAIL_PORT is');
  }
  return problems;
}
