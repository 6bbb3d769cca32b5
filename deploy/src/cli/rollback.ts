import { parseArgs } from 'node:util';

import { remoteArgument, runRolloutCommand } from './rollout-command';
import { runCli, usage } from './run-cli';

// `pnpm rollback <remote> [--env NAME]`: withdraw the canary, or return stable to the version before the last promote.
await runCli(async () => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { env: { type: 'string' } } });
  if (positionals.length !== 1) usage('pnpm rollback <remote> [--env NAME]');
  await runRolloutCommand({ action: 'rollback', remote: remoteArgument(positionals[0]) }, values.env);
});
