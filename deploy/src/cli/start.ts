import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { remoteNames, type RemoteName, type RemoteRollout } from '@beacon/platform';

import { createEdge } from '../edge/create-edge';
import { releaseSigningKey, releaseVerifyKey } from '../deploy-settings';
import { edgeSettings } from '../edge/edge-settings';
import { runGuardController } from '../guard/guard-controller';
import { guardSettings } from '../guard/guard-settings';
import { httpReleaseHealthSource } from '../guard/release-health-source';
import { collectBuildFacts } from '../release/build-facts';
import { releaseApp, type ReleaseSigning } from '../release/release-app';
import { apps, repoRoot, settings } from '../repo-paths';
import { LocalReleaseStore } from '../storage/local-release-store';
import { runCommand } from './run-command';
import { waitForPort } from './wait-for-port';

// `pnpm start`: build every app, release each build, point the environment (BEACON_ENVIRONMENT, default local)
// at them, then serve the provider API and the edge. `--skip-build` reuses the apps' current dist/ folders.
// BEACON_RELEASES_DIR / BEACON_ENVIRONMENTS_DIR move the folders (the browser tests use their own copy).
// A local SMTP stand-in runs beside them (SMTP_STANDIN_PORT, default 2525; its GET /messages on
// SMTP_STANDIN_HTTP_PORT, default 2526) and the API mails through it, unless SMTP_URL names another server. So does
// a local Have I Been Pwned stand-in (HIBP_STANDIN_PORT, default 2527: HIBP's API v3 and Pwned Passwords, made-up
// breaches only), unless HIBP_API_URL names the real service. The identity provider's stand-in runs too
// (IDENTITY_STANDIN_PORT, default 2528), unless IDENTITY_PROVIDER_URL names a provider: the API enrolls identity
// members there and receives its signed events on /v1/webhooks/identity-events, and once the API is up the identity
// demo member is sent the demo scenario (the same event ids each start: once). The three stand-in broker sites of
// Guardian's removals (ClearRecords, PeoplePath, RecordHarbor on BROKER_STANDIN_<SITE>_PORT, default 2531-2533) start
// once the API is up, since they read the public-records data set it builds, unless BROKER_SITE_<SITE>_URL name
// every site; their mail goes to the API's inbound endpoint (INBOUND_MAIL_PORT, default 2535) and RecordHarbor reads
// the letters it was sent off the SMTP stand-in's list. `pnpm brokers:advance <days>` moves their clocks.
// The release guard's controller (issue 60) runs in this process beside the edge: it reads the API's release health
// with RELEASE_HEALTH_TOKEN (one is made for this run when none is given, and handed to the API) and steps guarded
// rollouts (`pnpm rollout … --guard`) on, or rolls them back.
const skipBuild = process.argv.includes('--skip-build');
const edgePort = Number(process.env['EDGE_PORT'] ?? 8080);
const apiPort = Number(process.env['PORT'] ?? 4000);
const smtpPort = Number(process.env['SMTP_STANDIN_PORT'] ?? 2525);
const smtpHttpPort = Number(process.env['SMTP_STANDIN_HTTP_PORT'] ?? 2526);
const mailOutbox = path.resolve(repoRoot, process.env['DATA_DIR'] || '.data', 'mail-outbox');
// Read before the build, so a wrong setting fails at once.
const { trustedProxies, mapStyleUrl, releaseSetMaxAgeMs } = edgeSettings();
const { environment, releasesDir, environmentsDir } = settings;
const releaseHealthToken = process.env['RELEASE_HEALTH_TOKEN'] || randomBytes(32).toString('base64url');
const guard = guardSettings({
  ...process.env,
  RELEASE_HEALTH_TOKEN: releaseHealthToken,
  BEACON_API_URL: `http://127.0.0.1:${apiPort}`,
});
// The edge serves from local folders, so `pnpm start` always releases into them.
const store = new LocalReleaseStore(settings);

const buildStarted = new Date();
if (!skipBuild) await runCommand('pnpm', ['build']);

// Every release is signed with the release key (issue 60), so it can go on to another environment verified.
const signing: ReleaseSigning = {
  signer: releaseSigningKey(repoRoot),
  facts: (distDir) =>
    collectBuildFacts({
      repoRoot,
      distDir,
      command: skipBuild ? 'prebuilt (pnpm start --skip-build)' : 'pnpm build',
      startedOn: buildStarted,
      finishedOn: new Date(),
    }),
};
const releases = new Map<string, string>();
for (const app of apps) {
  const release = await releaseApp(app, store, signing);
  releases.set(app.name, release.version);
  console.log(`${release.created ? 'released' : 'reusing '} ${app.name}@${release.version}`);
}

const previous = await store.readEnvironment(environment);
const remotes = Object.fromEntries(
  remoteNames.map((remote) => [remote, { stable: releases.get(remote) ?? '', canary: null }]),
) as Record<RemoteName, RemoteRollout>;
await store.writeEnvironment(environment, {
  host: releases.get('host') ?? '',
  remotes,
  ...(previous?.settings ? { settings: previous.settings } : {}),
});

const children: ChildProcess[] = [];
const guardStop = new AbortController();
const stop = () => {
  guardStop.abort();
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const useStandIn = !process.env['SMTP_URL'];
if (useStandIn) {
  const standIn = spawn('pnpm', ['--filter', '@beacon/server', 'smtp-stand-in'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      SMTP_STANDIN_PORT: String(smtpPort),
      SMTP_STANDIN_HTTP_PORT: String(smtpHttpPort),
      SMTP_STANDIN_OUTBOX: mailOutbox,
    },
  });
  children.push(standIn);
  standIn.on('exit', (code) => {
    console.error(`The SMTP stand-in stopped (exit ${code}).`);
    process.exit(code ?? 1);
  });
  await waitForPort(smtpPort);
}

// PAYMENT_GATEWAY=stripe without STRIPE_API_BASE: Stripe's local stand-in answers, so the Stripe adapter can be tried
// offline (the default gateway is the built-in sandbox, which needs nothing).
const stripeStandInPort = Number(process.env['STRIPE_STANDIN_PORT'] ?? 12111);
const useStripeStandIn = process.env['PAYMENT_GATEWAY'] === 'stripe' && !process.env['STRIPE_API_BASE'];
const stripeSecretKey = process.env['STRIPE_SECRET_KEY'] || 'sk_test_local_stand_in';
if (useStripeStandIn) {
  const stripe = spawn('pnpm', ['--filter', '@beacon/server', 'stripe-stand-in'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, STRIPE_STANDIN_PORT: String(stripeStandInPort), STRIPE_SECRET_KEY: stripeSecretKey },
  });
  children.push(stripe);
  stripe.on('exit', (code) => {
    console.error(`The Stripe stand-in stopped (exit ${code}).`);
    process.exit(code ?? 1);
  });
  await waitForPort(stripeStandInPort);
}

// Identity and dark web monitoring ask a breach feed: HIBP's stand-in unless HIBP_API_URL names another (then
// PWNED_PASSWORDS_URL and HIBP_API_KEY are the environment's own, passed on untouched).
const hibpStandInPort = Number(process.env['HIBP_STANDIN_PORT'] ?? 2527);
const useHibpStandIn = !process.env['HIBP_API_URL'];
const hibpApiKey = process.env['HIBP_API_KEY'] || 'hibp-local-stand-in-key';
if (useHibpStandIn) {
  const hibp = spawn('pnpm', ['--filter', '@beacon/server', 'hibp-stand-in'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, HIBP_STANDIN_PORT: String(hibpStandInPort), HIBP_API_KEY: hibpApiKey },
  });
  children.push(hibp);
  hibp.on('exit', (code) => {
    console.error(`The HIBP stand-in stopped (exit ${code}).`);
    process.exit(code ?? 1);
  });
  await waitForPort(hibpStandInPort);
}

// The identity-monitoring provider's stand-in: the identity alerts of the demo come from it through the webhook.
const identityStandInPort = Number(process.env['IDENTITY_STANDIN_PORT'] ?? 2528);
const useIdentityStandIn = !process.env['IDENTITY_PROVIDER_URL'];
const identityProviderUrl = process.env['IDENTITY_PROVIDER_URL'] || `http://127.0.0.1:${identityStandInPort}`;
const identityApiKey = process.env['IDENTITY_PROVIDER_API_KEY'] || 'idp_test_local_stand_in';
// shared by the API and the stand-in for this run; a fixed one is given in the environment
const identityWebhookSecret = process.env['IDENTITY_WEBHOOK_SECRET'] || randomBytes(32).toString('base64url');
if (useIdentityStandIn) {
  const identity = spawn('pnpm', ['--filter', '@beacon/server', 'identity-stand-in'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      IDENTITY_STANDIN_PORT: String(identityStandInPort),
      IDENTITY_PROVIDER_API_KEY: identityApiKey,
      IDENTITY_WEBHOOK_SECRET: identityWebhookSecret,
      IDENTITY_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/v1/webhooks/identity-events`,
    },
  });
  children.push(identity);
  identity.on('exit', (code) => {
    console.error(`The identity provider stand-in stopped (exit ${code}).`);
    process.exit(code ?? 1);
  });
  await waitForPort(identityStandInPort);
}

// The stand-in broker sites (issue 59): their origins are known before they start, so the API is told them at once.
const brokerSites = [
  { slug: 'clearrecords', name: 'ClearRecords', defaultPort: 2531 },
  { slug: 'peoplepath', name: 'PeoplePath', defaultPort: 2532 },
  { slug: 'recordharbor', name: 'RecordHarbor', defaultPort: 2533 },
].map((site) => {
  const key = site.slug.toUpperCase();
  const port = Number(process.env[`BROKER_STANDIN_${key}_PORT`] ?? site.defaultPort);
  const configured = process.env[`BROKER_SITE_${key}_URL`];
  return { ...site, key, port, url: configured || `http://127.0.0.1:${port}`, standIn: !configured };
});
const useBrokerStandIns = brokerSites.some((site) => site.standIn);
const inboundMailPort = Number(process.env['INBOUND_MAIL_PORT'] ?? 2535);

const server = spawn('pnpm', ['--filter', '@beacon/server', 'start'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(apiPort),
    ...(useStandIn ? { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } : {}),
    ...(useStripeStandIn
      ? { STRIPE_API_BASE: `http://127.0.0.1:${stripeStandInPort}`, STRIPE_SECRET_KEY: stripeSecretKey }
      : {}),
    ...(useHibpStandIn
      ? {
          HIBP_API_URL: `http://127.0.0.1:${hibpStandInPort}/api/v3`,
          PWNED_PASSWORDS_URL: `http://127.0.0.1:${hibpStandInPort}`,
          HIBP_API_KEY: hibpApiKey,
        }
      : {}),
    PUBLIC_SITE_URL: process.env['PUBLIC_SITE_URL'] ?? `http://localhost:${edgePort}`,
    IDENTITY_PROVIDER_URL: identityProviderUrl,
    IDENTITY_PROVIDER_API_KEY: identityApiKey,
    IDENTITY_WEBHOOK_SECRET: identityWebhookSecret,
    INBOUND_MAIL_PORT: String(inboundMailPort),
    RELEASE_HEALTH_TOKEN: releaseHealthToken,
    ...Object.fromEntries(brokerSites.map((site) => [`BROKER_SITE_${site.key}_URL`, site.url])),
  },
});
children.push(server);
server.on('exit', (code) => {
  console.error(`The provider API stopped (exit ${code}).`);
  process.exit(code ?? 1);
});

await waitForPort(apiPort);
// The identity demo member's alerts, from the stand-in through the webhook (issue 58); a failure is reported, not fatal.
if (useIdentityStandIn) {
  const scenario = spawn(
    'pnpm',
    ['--filter', '@beacon/server', 'identity:scenario', '--', 'identity@demo.beacon.test', 'demo'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        IDENTITY_PROVIDER_URL: identityProviderUrl,
        IDENTITY_PROVIDER_API_KEY: identityApiKey,
        IDENTITY_WEBHOOK_SECRET: identityWebhookSecret,
      },
    },
  );
  scenario.on('exit', (code) => {
    if (code !== 0) console.error(`The identity demo scenario was not sent (exit ${code}); see above.`);
  });
}
// The stand-in broker sites, after the API: they read the public-records data set it builds on its first start.
if (useBrokerStandIns) {
  const sites = spawn('pnpm', ['--filter', '@beacon/server', 'broker-stand-ins'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...Object.fromEntries(brokerSites.map((site) => [`BROKER_STANDIN_${site.key}_PORT`, String(site.port)])),
      INBOUND_MAIL_URL: process.env['INBOUND_MAIL_URL'] || `smtp://127.0.0.1:${inboundMailPort}`,
      ...(useStandIn ? { SMTP_STANDIN_MESSAGES_URL: `http://127.0.0.1:${smtpHttpPort}/messages` } : {}),
    },
  });
  children.push(sites);
  sites.on('exit', (code) => {
    console.error(`The broker stand-in sites stopped (exit ${code}).`);
    process.exit(code ?? 1);
  });
  for (const site of brokerSites) await waitForPort(site.port);
}

const edge = await createEdge({
  releasesDir,
  environmentsDir,
  environment,
  apiOrigin: `http://127.0.0.1:${apiPort}`,
  trustedProxies,
  mapStyleUrl,
  releaseSetMaxAgeMs,
});
await edge.listen({ port: edgePort, host: process.env['EDGE_HOST'] ?? '127.0.0.1' });
// Not awaited: it ticks until Ctrl+C. The edge serves the manifest it writes from the same folder.
void runGuardController({
  store,
  environment,
  source: httpReleaseHealthSource({ apiUrl: guard.apiUrl, token: guard.token }),
  staleMs: guard.staleMs,
  policy: guard.policy,
  tickMs: guard.tickMs,
  verifyKey: releaseVerifyKey(repoRoot),
  signal: guardStop.signal,
});

console.log(`
Beacon is running at http://localhost:${edgePort}
${useStandIn ? `Mail (opt-out confirmations) is kept in ${mailOutbox} and at http://127.0.0.1:${smtpHttpPort}/messages\n` : ''}${useBrokerStandIns ? `Stand-in broker sites: ${brokerSites.map((site) => `${site.name} ${site.url}`).join(', ')} (\`pnpm brokers:advance <days>\` moves their clocks)\n` : ''}${useHibpStandIn ? `Breaches come from the local HIBP stand-in at http://127.0.0.1:${hibpStandInPort} (made-up breaches; breached.member@example.com is in two)\n` : ''}The release guard watches guarded rollouts (\`pnpm rollout <remote> <version> --guard\`) every ${guard.tickMs} ms.
Sign in with one of the demo members the provider API printed above (also listed in README.md).
Press Ctrl+C to stop.
`);
