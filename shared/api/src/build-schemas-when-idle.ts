import { schemaBuildSteps } from '@beacon/validation';

// The response schemas of requests in flight are built while the browser waits for the answers, one schema per step
// in idle time, instead of in the answer's parse task (see `schemaBuildSteps` in @beacon/validation for the figures).
// A step left when the answer comes finds its schema built by the parse and does nothing.

/** How long the steps may run in one turn when the browser cannot say how long it will be idle (no requestIdleCallback). */
const TURN_WITHOUT_IDLE_DEADLINE_MS = 4;
/** An idle period may not come while the page is busy starting up: a step then runs at the latest after this long. */
const IDLE_TIMEOUT_MS = 50;

const steps: Array<() => void> = [];
let scheduled = false;

/** Builds `schema` (a deferred schema of the contract) ahead of its first use, in idle time. */
export function buildSchemaWhenIdle(schema: object): void {
  const next = schemaBuildSteps(schema);
  if (!next.length) return;
  steps.push(...next);
  scheduleTurn();
}

function scheduleTurn(): void {
  if (scheduled || !steps.length) return;
  scheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(runTurn, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(runTurn, 0);
}

function runTurn(deadline?: IdleDeadline): void {
  scheduled = false;
  const started = performance.now();
  const mayGoOn = () =>
    deadline ? deadline.timeRemaining() > 1 : performance.now() - started < TURN_WITHOUT_IDLE_DEADLINE_MS;
  // at least one step per turn: a turn that came by the timeout (the page was never idle) still gets on
  do {
    try {
      steps.shift()?.();
    } catch {
      // a schema that cannot be built fails where it is used, with the request that needs it
    }
  } while (steps.length && mayGoOn());
  scheduleTurn();
}
