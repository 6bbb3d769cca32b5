import { responseSchemaPlan, type BuildPlan, type ResponseSchema } from '@beacon/validation';

import { nextTask } from './next-task';

// The response schemas of requests in flight are built while the browser waits for the answers, in short steps in
// idle time, instead of in the answer's parse task (see `schemaBuildPlan` in @beacon/validation for the figures).
// An answer that comes before its schema's steps are done finishes them first, in short turns that yield to the
// browser (`finishSchemaBuild`), rather than building the rest in the parse's one task: on the person report that
// task was 60–90 ms on a mid-range phone (issue 19, Lighthouse's total blocking time).

/** How long the steps may run in one turn when the browser cannot say how long it will be idle (no requestIdleCallback). */
const TURN_WITHOUT_IDLE_DEADLINE_MS = 4;
/**
 * The longest turn even when the browser would be idle for longer (up to 50 ms). Lighthouse simulates a slow phone
 * by multiplying the tasks of a full-speed load by 4: a turn that filled a 50 ms idle period was a 200 ms long task
 * there, though it blocked nothing on the machine that ran it.
 */
const LONGEST_IDLE_TURN_MS = 8;
/** An idle period may not come while the page is busy starting up: a step then runs at the latest after this long. */
const IDLE_TIMEOUT_MS = 50;
/** How long an answer's remaining steps run before they yield to the browser (a long task is 50 ms or more). */
const URGENT_TURN_MS = 5;

/** The plans of the requests in flight, first come first built. */
const plans: BuildPlan[] = [];
let scheduled = false;

/** Builds `schema` (a deferred schema of the contract) and compiles its check ahead of its first use, in idle time. */
export function buildSchemaWhenIdle(schema: ResponseSchema): void {
  const plan = responseSchemaPlan(schema);
  if (plan.done) return;
  plans.push(plan);
  scheduleTurn();
}

/** The plan to take the next step of, dropping those that are done (by their own steps or by a parse). */
function nextPlan(): BuildPlan | undefined {
  while (plans[0]?.done) plans.shift();
  return plans[0];
}

function scheduleTurn(): void {
  if (scheduled || !nextPlan()) return;
  scheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(runTurn, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(runTurn, 0);
}

function runTurn(deadline?: IdleDeadline): void {
  scheduled = false;
  const started = performance.now();
  const mayGoOn = () => {
    const elapsed = performance.now() - started;
    return deadline
      ? deadline.timeRemaining() > 1 && elapsed < LONGEST_IDLE_TURN_MS
      : elapsed < TURN_WITHOUT_IDLE_DEADLINE_MS;
  };
  // at least one step per turn: a turn that came by the timeout (the page was never idle) still gets on
  do {
    try {
      nextPlan()?.step();
    } catch {
      // a schema that cannot be built fails where it is used, with the request that needs it
    }
  } while (nextPlan() && mayGoOn());
  scheduleTurn();
}

/**
 * Builds what is left of `schema` now, in turns of about 5 ms with a yield to the browser between them; `undefined`
 * when there is nothing to wait for, so that the usual answer does not wait a tick.
 */
export function finishSchemaBuild(schema: ResponseSchema): Promise<void> | undefined {
  const left = responseSchemaPlan(schema);
  if (left.done) return undefined;
  // Without tasks to wait for (jsdom) the parse builds what is left at once, as it did before the steps existed.
  if (typeof MessageChannel !== 'function') return undefined;
  return (async () => {
    while (!left.done) {
      const started = performance.now();
      do {
        try {
          left.step();
        } catch {
          // the parse meets the same failure, and reports it with the request
        }
      } while (!left.done && performance.now() - started < URGENT_TURN_MS);
      if (!left.done) await nextTask();
    }
  })();
}
