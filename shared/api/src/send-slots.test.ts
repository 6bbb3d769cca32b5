import { createSendSlots } from './send-slots';

/** Tasks run by hand: `runTask()` settles the oldest pending "next task" and lets its microtasks finish. */
function manualTasks() {
  const pending: Array<() => void> = [];
  return {
    nextTask: () => new Promise<void>((resolve) => pending.push(resolve)),
    async runTask() {
      pending.shift()?.();
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    },
    get pending() {
      return pending.length;
    },
  };
}

/** Asks for `count` slots in one task and records, per request, whether it went at once or when its turn came. */
function burst(takeSlot: () => Promise<void> | undefined, count: number, sent: string[], label = 'r') {
  for (let i = 0; i < count; i += 1) {
    const slot = takeSlot();
    if (slot) void slot.then(() => sent.push(`${label}${i}`));
    else sent.push(`${label}${i}`);
  }
}

describe('createSendSlots', () => {
  it('lets two requests of a burst go at once and the others one pair per task, in order', async () => {
    const tasks = manualTasks();
    const takeSlot = createSendSlots(tasks.nextTask, 2);
    const sent: string[] = [];

    burst(takeSlot, 7, sent);
    expect(sent).toEqual(['r0', 'r1']);
    await tasks.runTask();
    expect(sent).toEqual(['r0', 'r1', 'r2', 'r3']);
    await tasks.runTask();
    await tasks.runTask();
    expect(sent).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
  });

  it('starts the count again in a later task, so a lone request never waits', async () => {
    const tasks = manualTasks();
    const takeSlot = createSendSlots(tasks.nextTask, 2);
    const sent: string[] = [];

    burst(takeSlot, 2, sent, 'a');
    while (tasks.pending) await tasks.runTask();
    burst(takeSlot, 1, sent, 'b');
    expect(sent).toEqual(['a0', 'a1', 'b0']);
  });

  it('keeps a request of a later task behind those already waiting', async () => {
    const tasks = manualTasks();
    const takeSlot = createSendSlots(tasks.nextTask, 1);
    const sent: string[] = [];

    burst(takeSlot, 3, sent, 'a');
    await tasks.runTask();
    burst(takeSlot, 1, sent, 'b');
    expect(sent).toEqual(['a0', 'a1']);
    await tasks.runTask();
    await tasks.runTask();
    expect(sent).toEqual(['a0', 'a1', 'a2', 'b0']);
  });

  it('lets every request go at once where there are no tasks to wait for', () => {
    const takeSlot = createSendSlots(() => undefined, 2);
    const sent: string[] = [];
    burst(takeSlot, 5, sent);
    expect(sent).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
  });
});
