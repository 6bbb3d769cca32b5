import { startStripeStandIn } from './stripe-stand-in';

// `pnpm --filter @beacon/server stripe-stand-in` (run by `pnpm start` when PAYMENT_GATEWAY=stripe names no
// STRIPE_API_BASE): the local stand-in of Stripe's API on STRIPE_STANDIN_PORT (default 12111), accepting the secret
// key in STRIPE_SECRET_KEY.
const port = Number(process.env['STRIPE_STANDIN_PORT'] ?? 12111);
const secretKey = process.env['STRIPE_SECRET_KEY'] || undefined;

const standIn = await startStripeStandIn({ port, ...(secretKey ? { secretKey } : {}) });
console.log(`Stripe stand-in on ${standIn.url}`);

const stop = () => {
  void standIn.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
