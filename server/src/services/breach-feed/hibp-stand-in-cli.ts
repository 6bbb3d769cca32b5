import { DEFAULT_STAND_IN_SEED, startHibpStandIn } from './hibp-stand-in';

// `pnpm --filter @beacon/server hibp-stand-in` (run by `pnpm start` unless HIBP_API_URL names another service): the
// local stand-in of Have I Been Pwned's API v3 (under /api/v3) and of Pwned Passwords (under /range) on
// HIBP_STANDIN_PORT (default 2527), accepting the key in HIBP_API_KEY (default hibp-local-stand-in-key). Its corpus
// is that of the demo data set's seed (DEMO_SEED, default beacon-demo) plus the fixed scenario; no rate limit unless
// HIBP_STANDIN_REQUESTS_PER_MINUTE is set. It answers made-up breaches, so it refuses to run in production.
if (process.env['NODE_ENV']?.toLowerCase() === 'production') {
  console.error('The HIBP stand-in never runs with NODE_ENV=production: production speaks to haveibeenpwned.com.');
  process.exit(1);
}

const port = Number(process.env['HIBP_STANDIN_PORT'] ?? 2527);
const apiKey = process.env['HIBP_API_KEY'] || 'hibp-local-stand-in-key';
const perMinute = Number(process.env['HIBP_STANDIN_REQUESTS_PER_MINUTE'] ?? 0);

const standIn = await startHibpStandIn({
  port,
  apiKey,
  seed: process.env['DEMO_SEED'] || DEFAULT_STAND_IN_SEED,
  ...(perMinute > 0 ? { rateLimit: { requests: perMinute, windowMs: 60_000 } } : {}),
});
console.log(
  `HIBP stand-in on ${standIn.url} (API v3 at ${standIn.url}/api/v3, Pwned Passwords at ${standIn.url}/range)`,
);

const stop = () => {
  void standIn.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
