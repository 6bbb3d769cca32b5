import { parseArgs } from 'node:util';

import { remoteArgument, runRolloutCommand } from './rollout-command';
import { runCli, usage } from './run-cli';

// `pnpm promote <remote> [--env NAME]`: the canary becomes stable for everyone.
await runCli(async () => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { env: { type: 'string' } } });
  if (positionals.length !== 1) usage('pnpm promote <remote> [--env NAME]');
  await runRolloutCommand({ action: 'promote', remote: remoteArgument(positionals[0]) }, values.env);
});
