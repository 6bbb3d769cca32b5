import type { PaymentsConfig, RuntimeEnv } from '../config';
import { ConfigError, type Env } from './config-error';
import { readUrl } from './env-readers';

/** PAYMENT_GATEWAY, or the default of the runtime: production takes real cards through Stripe, the rest the sandbox. */
export function paymentGateway(env: Env, runtime: RuntimeEnv): PaymentsConfig['gateway'] {
  const gateway = env.PAYMENT_GATEWAY || (runtime === 'production' ? 'stripe' : 'sandbox');
  if (gateway !== 'sandbox' && gateway !== 'stripe') {
    throw new ConfigError(`PAYMENT_GATEWAY must be sandbox or stripe, got "${gateway}"`);
  }
  return gateway;
}

export function readPayments(env: Env, runtime: RuntimeEnv): PaymentsConfig {
  const gateway = paymentGateway(env, runtime);
  const stripeSecretKey = env.STRIPE_SECRET_KEY ?? '';
  if (gateway === 'stripe' && !stripeSecretKey) throw new ConfigError('PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY');
  return {
    gateway,
    stripeSecretKey,
    stripeApiBase: env.STRIPE_API_BASE ? readUrl(env, 'STRIPE_API_BASE', env.STRIPE_API_BASE) : '',
    sandboxInProduction: runtime === 'production' && gateway === 'sandbox',
  };
}
