import { parseArgs } from 'node:util';

import { remoteArgument, runRolloutCommand } from './rollout-command';
import { runCli, usage } from './run-cli';

// `pnpm rollback <remote> [--fault] [--env NAME]`: withdraw the canary, or return stable to the version before the
// last promote. --fault: the version is broken, so browser sessions that kept it (issue 60) leave it at once.
await runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { env: { type: 'string' }, fault: { type: 'boolean' } },
  });
  if (positionals.length !== 1) usage('pnpm rollback <remote> [--fault] [--env NAME]');
  await runRolloutCommand(
    { action: 'rollback', remote: remoteArgument(positionals[0]), fault: values.fault ?? false },
    values.env,
  );
});
