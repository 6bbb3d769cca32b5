import { parseArgs } from 'node:util';

import { createReleaseStore } from '../deploy-settings';
import { settings } from '../repo-paths';
import { formatTable, releaseRows } from '../rollout/release-table';
import { remoteArgument } from './rollout-command';
import { runCli, usage } from './run-cli';

// `pnpm releases <remote> [--env NAME]`: the published versions and what the environment serves.
await runCli(async () => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { env: { type: 'string' } } });
  if (positionals.length !== 1) usage('pnpm releases <remote> [--env NAME]');
  const remote = remoteArgument(positionals[0]);
  const environment = values.env ?? settings.environment;
  const store = createReleaseStore(settings);
  const rows = releaseRows(await store.listReleases(remote), await store.readEnvironment(environment), remote);
  console.log(`${remote} releases in ${store.description}, shares in ${environment}:`);
  console.log(rows.length > 0 ? formatTable(rows) : '(none published)');
});
