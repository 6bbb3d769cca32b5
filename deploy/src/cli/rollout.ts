import { parseArgs } from 'node:util';

import { remoteArgument, runRolloutCommand } from './rollout-command';
import { runCli, usage } from './run-cli';

// `pnpm rollout <remote> <version> --percent N [--env NAME]`: serve a published version to N % of members.
await runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { percent: { type: 'string' }, env: { type: 'string' } },
  });
  const [remote, version] = positionals;
  if (!remote || !version || values.percent === undefined || positionals.length > 2) {
    usage('pnpm rollout <remote> <version> --percent N [--env NAME]');
  }
  const percent = Number(values.percent);
  await runRolloutCommand({ action: 'rollout', remote: remoteArgument(remote), version, percent }, values.env);
});
