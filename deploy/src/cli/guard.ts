import { parseArgs } from 'node:util';

import { createReleaseStore, releaseVerifyKey } from '../deploy-settings';
import { runGuardController } from '../guard/guard-controller';
import { guardSettings } from '../guard/guard-settings';
import { httpReleaseHealthSource } from '../guard/release-health-source';
import { repoRoot, settings } from '../repo-paths';
import { runCli, usage } from './run-cli';

// `pnpm guard [--env NAME]`: the release guard's controller, until Ctrl+C. Every BEACON_GUARD_TICK_MS (5 s) it judges
// each guarded rollout of the environment on the provider API's release health (BEACON_API_URL, RELEASE_HEALTH_TOKEN)
// and steps it on, pauses it or rolls it back. `pnpm start` runs it beside the edge.
await runCli(async () => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { env: { type: 'string' } } });
  if (positionals.length > 0) usage('pnpm guard [--env NAME]');
  const environment = values.env ?? settings.environment;
  const guard = guardSettings();
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  process.once('SIGTERM', () => controller.abort());
  console.log(`Release guard watching ${environment} on ${guard.apiUrl} every ${guard.tickMs} ms.`);
  await runGuardController({
    store: createReleaseStore(settings),
    environment,
    source: httpReleaseHealthSource({ apiUrl: guard.apiUrl, token: guard.token }),
    staleMs: guard.staleMs,
    policy: guard.policy,
    tickMs: guard.tickMs,
    verifyKey: releaseVerifyKey(repoRoot),
    signal: controller.signal,
  });
});
