import { parseArgs } from 'node:util';

import { currentActor } from '../audit/audit-entry';
import { createReleaseStore } from '../deploy-settings';
import { createEnvironment } from '../environment/create-environment';
import { assertEnvironmentName } from '../environment/environment-manifest';
import { settings } from '../repo-paths';
import { describeRollout } from './rollout-command';
import { runCli, usage } from './run-cli';

// `pnpm environment <env> --from <source>`: creates an environment (e.g. staging from local, production from
// staging) serving what the source serves as stable; from then on `pnpm promote <remote> --to <env>` moves releases.
await runCli(async () => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { from: { type: 'string' } } });
  const [environment] = positionals;
  if (!environment || positionals.length !== 1 || !values.from) usage('pnpm environment <env> --from <source env>');
  assertEnvironmentName(environment);
  const manifest = await createEnvironment({
    store: createReleaseStore(settings),
    environment,
    from: values.from,
    actor: currentActor(),
  });
  console.log(`Created ${environment} from ${values.from}: host ${manifest.host}`);
  for (const [remote, rollout] of Object.entries(manifest.remotes))
    console.log(`  ${remote}: ${describeRollout(rollout)}`);
});
