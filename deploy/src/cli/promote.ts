import { parseArgs } from 'node:util';

import { currentActor } from '../audit/audit-entry';
import { createReleaseStore, releaseVerifyKey } from '../deploy-settings';
import { repoRoot, settings } from '../repo-paths';
import { promoteToEnvironment } from '../rollout/promote-to-environment';
import { describeRollout, remoteArgument, runRolloutCommand } from './rollout-command';
import { runCli, usage } from './run-cli';

// `pnpm promote <remote> [--env NAME]`: the canary becomes stable for everyone.
// `pnpm promote <remote> --to production [--from staging]`: the version stable in --from (default staging) becomes
// stable in --to, the same release, verified, without a rebuild (issue 60).
const USAGE = 'pnpm promote <remote> [--env NAME] | pnpm promote <remote> --to ENV [--from ENV]';

await runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { env: { type: 'string' }, to: { type: 'string' }, from: { type: 'string' } },
  });
  if (positionals.length !== 1) usage(USAGE);
  const remote = remoteArgument(positionals[0]);
  if (values.to === undefined) {
    if (values.from !== undefined) usage(USAGE);
    await runRolloutCommand({ action: 'promote', remote }, values.env);
    return;
  }
  // --env names the one environment a change applies to; with --to there are two, named explicitly.
  if (values.env !== undefined) usage(USAGE);
  const from = values.from ?? 'staging';
  const promoted = await promoteToEnvironment({
    store: createReleaseStore(settings),
    remote,
    from,
    to: values.to,
    actor: currentActor(),
    verifyKey: releaseVerifyKey(repoRoot),
  });
  console.log(
    `${remote} ${promoted.version} from ${from} to ${values.to} (signature and ${Object.keys(promoted.files).length} file digests verified):`,
  );
  console.log(`  before: ${describeRollout(promoted.before)}`);
  console.log(`  after:  ${describeRollout(promoted.after)}`);
});
