import { parseArgs } from 'node:util';

import { createReleaseStore } from '../deploy-settings';
import { describeGuard, guardDecisionLines } from '../guard/guard-summary';
import { settings } from '../repo-paths';
import { formatTable, releaseRows } from '../rollout/release-table';
import { remoteArgument } from './rollout-command';
import { runCli, usage } from './run-cli';

// `pnpm releases <remote> [--env NAME]`: the published versions and what the environment serves, the release guard's
// plan when the canary is guarded, and its latest decisions with their figures (from the audit log).
await runCli(async () => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { env: { type: 'string' } } });
  if (positionals.length !== 1) usage('pnpm releases <remote> [--env NAME]');
  const remote = remoteArgument(positionals[0]);
  const environment = values.env ?? settings.environment;
  const store = createReleaseStore(settings);
  const manifest = await store.readEnvironment(environment);
  const rows = releaseRows(await store.listReleases(remote), manifest, remote);
  console.log(`${remote} releases in ${store.description}, shares in ${environment}:`);
  console.log(rows.length > 0 ? formatTable(rows) : '(none published)');
  const guard = manifest?.remotes[remote].guard;
  if (guard) console.log(`\nCanary ${describeGuard(guard)}`);
  const decisions = guardDecisionLines(await store.readAudit(), environment, remote);
  if (decisions.length > 0) console.log(`\nRelease guard decisions (newest first):\n${decisions.join('\n')}`);
});
