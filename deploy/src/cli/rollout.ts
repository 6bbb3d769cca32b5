import { parseArgs } from 'node:util';

import {
  DEFAULT_GUARD_STEPS,
  DEFAULT_STEP_MINUTES,
  parseStepMinutes,
  parseSteps,
  startGuard,
} from '../guard/guard-plan';
import { remoteArgument, runRolloutCommand } from './rollout-command';
import { runCli, usage } from './run-cli';

// `pnpm rollout <remote> <version> --percent N [--env NAME]`: serve a published version to N % of members.
// `--guard [--steps 5,25,50,100] [--step-minutes M]`: the release guard (`pnpm guard`, run by `pnpm start`) watches
// it, steps it on while it is healthy and rolls it back on a significant breach; without --percent it starts at the
// first step.
const USAGE =
  'pnpm rollout <remote> <version> --percent N [--guard [--steps 5,25,50,100] [--step-minutes M]] [--env NAME] ' +
  '(with --guard, --percent defaults to the first step)';

await runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      percent: { type: 'string' },
      env: { type: 'string' },
      guard: { type: 'boolean' },
      steps: { type: 'string' },
      'step-minutes': { type: 'string' },
    },
  });
  const [remote, version] = positionals;
  const guardOnly = values.steps !== undefined || values['step-minutes'] !== undefined;
  if (
    !remote ||
    !version ||
    positionals.length > 2 ||
    (values.percent === undefined && !values.guard) ||
    (guardOnly && !values.guard)
  ) {
    usage(USAGE);
  }
  const percent = values.percent === undefined ? undefined : Number(values.percent);
  if (!values.guard) {
    await runRolloutCommand(
      { action: 'rollout', remote: remoteArgument(remote), version, percent: percent ?? 0 },
      values.env,
    );
    return;
  }
  const plan = startGuard({
    ...(percent === undefined ? {} : { percent }),
    steps: values.steps === undefined ? DEFAULT_GUARD_STEPS : parseSteps(values.steps),
    stepMinutes: values['step-minutes'] === undefined ? DEFAULT_STEP_MINUTES : parseStepMinutes(values['step-minutes']),
    now: new Date(),
  });
  await runRolloutCommand(
    { action: 'rollout', remote: remoteArgument(remote), version, percent: plan.percent, guard: plan.guard },
    values.env,
  );
});
