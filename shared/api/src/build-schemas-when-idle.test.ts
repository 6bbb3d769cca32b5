import { recordReportResponseSchema, schemaBuildSteps } from '@beacon/validation';

import { apiRequest, configureApiClient } from '@beacon/api/client';

describe('a response schema is built while its request is in flight', () => {
  beforeEach(() => configureApiClient({ baseUrl: 'https://api.test', appId: 'app', apiKey: 'key' }));

  it('builds it in idle steps before the answer comes, and the answer is parsed with it', async () => {
    let answer: (response: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(schemaBuildSteps(recordReportResponseSchema).length).toBeGreaterThan(0);

    const report = apiRequest('/me/records/1/report', { schema: recordReportResponseSchema });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(schemaBuildSteps(recordReportResponseSchema)).toEqual([]);

    answer(new Response(JSON.stringify({ not: 'a report' }), { status: 200 }));
    await expect(report).rejects.toThrow('the response does not match the contract');
  });
});
