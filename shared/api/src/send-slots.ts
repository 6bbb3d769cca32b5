// Each fetch() costs the main thread about 0.5 ms on the benchmark machine, and 3–5 ms under Lighthouse's 4× CPU
// slowdown. The page starts its requests in bursts (those held until the first paint, the chrome's after the first
// screen), and a burst of six to ten in one task made a long task of 90–150 ms at 4× on the person report (issue 19,
// total blocking time). So only a few go out per task; the rest wait their turn, in order, a task each.

/** How many requests go out in one task. */
export const SENDS_PER_TASK = 2;

/**
 * A turnstile for requests: `takeSlot()` is `undefined` when the request may go now, else a promise that settles in
 * the task where its turn comes. `nextTask` yields a promise of the next task (or `undefined`: no tasks to wait for,
 * every request goes at once).
 */
export function createSendSlots(nextTask: () => Promise<void> | undefined, perTask = SENDS_PER_TASK) {
  let sentThisTask = 0;
  let turnScheduled = false;
  const waiting: Array<() => void> = [];

  // In the next task the count starts again, and the first waiters in line go. Called only when no turn is pending.
  const scheduleTurn = (next: Promise<void>) => {
    turnScheduled = true;
    void next.then(() => {
      turnScheduled = false;
      sentThisTask = 0;
      while (sentThisTask < perTask && waiting.length) {
        sentThisTask += 1;
        waiting.shift()?.();
      }
      // once more, to start the count again for whatever this task sends next
      if (sentThisTask > 0) {
        const after = nextTask();
        if (after) scheduleTurn(after);
      }
    });
  };

  return function takeSlot(): Promise<void> | undefined {
    if (!turnScheduled) {
      // No turn pending: this is the first request of its task (the count is 0).
      const next = nextTask();
      if (!next) return undefined;
      scheduleTurn(next);
    }
    if (!waiting.length && sentThisTask < perTask) {
      sentThisTask += 1;
      return undefined;
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
}
