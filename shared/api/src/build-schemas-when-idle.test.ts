import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';

import { recordReportResponseSchema, responseSchemaPlan, schemaBuildPlan } from '@beacon/validation';
import type * as ValidationModule from '@beacon/validation';

import { apiRequest, configureApiClient } from '@beacon/api/client';
import type * as ClientModule from '@beacon/api/client';

/** Fresh copies of the contract and the API client, configured: no schema is built yet, no step is queued. */
async function freshModules(): Promise<{ validation: typeof ValidationModule; client: typeof ClientModule }> {
  let validation!: typeof ValidationModule;
  let client!: typeof ClientModule;
  await jest.isolateModulesAsync(async () => {
    validation = await import('@beacon/validation');
    client = await import('@beacon/api/client');
  });
  client.configureApiClient({ baseUrl: 'https://api.test', appId: 'app', apiKey: 'key' });
  return { validation, client };
}

describe('a response schema is built while its request is in flight', () => {
  beforeEach(() => configureApiClient({ baseUrl: 'https://api.test', appId: 'app', apiKey: 'key' }));

  it('builds it and compiles its check in idle steps before the answer comes, and the answer is parsed with it', async () => {
    let answer: (response: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(schemaBuildPlan(recordReportResponseSchema).done).toBe(false);

    const report = apiRequest('/me/records/1/report', { schema: recordReportResponseSchema });
    // The steps run in idle time, one schema each: wait for them to finish rather than for a fixed time, which a
    // loaded CI machine overran (150 steps left after 200 ms). The answer still comes only after.
    for (let waited = 0; !responseSchemaPlan(recordReportResponseSchema).done && waited < 10_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // built, and its check compiled
    expect(schemaBuildPlan(recordReportResponseSchema).done).toBe(true);
    expect(responseSchemaPlan(recordReportResponseSchema).done).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);

    answer(new Response(JSON.stringify({ not: 'a report' }), { status: 200 }));
    await expect(report).rejects.toThrow('the response does not match the contract');
  });
});

describe('a turn of idle steps', () => {
  it('stops after a few milliseconds even when the browser would stay idle longer', async () => {
    const { validation, client } = await freshModules();
    const idleCallbacks: IdleRequestCallback[] = [];
    globalThis.requestIdleCallback = (callback) => idleCallbacks.push(callback);
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    void client.apiRequest('/me/records/1/report', { schema: validation.recordReportResponseSchema });

    // every reading of the clock is 3 ms on, and the browser says it stays idle for 49 ms more
    let clock = 0;
    const now = jest.spyOn(performance, 'now').mockImplementation(() => (clock += 3));
    idleCallbacks.shift()?.({ didTimeout: false, timeRemaining: () => 49 });
    // a turn reads the clock as it starts, after each step, and a step as it starts and at each part it meets
    const readings = now.mock.calls.length;
    now.mockRestore();

    // it did some of the work (steps ran) and stopped at about 8 ms, leaving the rest for the next idle period
    expect(readings).toBeGreaterThan(1);
    expect(readings).toBeLessThanOrEqual(8);
    expect(validation.responseSchemaPlan(validation.recordReportResponseSchema).done).toBe(false);
    expect(idleCallbacks).toHaveLength(1);
    Reflect.deleteProperty(globalThis, 'requestIdleCallback');
  });
});

describe('an answer that comes before its schema is built', () => {
  it('finishes the build in short turns that let other tasks run between them, then parses', async () => {
    const { validation, client } = await freshModules();
    // the browser's MessageChannel, which jsdom lacks
    globalThis.MessageChannel = NodeMessageChannel as unknown as typeof MessageChannel;
    // every reading of the clock is 10 ms on: each turn builds one schema and then yields
    let clock = 0;
    const now = jest.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ not: 'a report' }), { status: 200 }));

    const order: string[] = [];
    const report = client.apiRequest('/me/records/1/report', { schema: validation.recordReportResponseSchema });
    report.catch(() => order.push('parsed'));
    setTimeout(() => order.push('another task'), 0);

    await expect(report).rejects.toThrow('the response does not match the contract');
    expect(order).toEqual(['another task', 'parsed']);
    expect(validation.schemaBuildPlan(validation.recordReportResponseSchema).done).toBe(true);
    now.mockRestore();
    Reflect.deleteProperty(globalThis, 'MessageChannel');
  });
});
