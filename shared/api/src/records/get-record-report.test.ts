import { configureApiClient } from '@beacon/api/client';
import { fetchRecordReport, recordReportFailure } from './get-record-report';

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = jest
    .fn()
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
    );
  globalThis.fetch = fetchMock;
  return fetchMock;
}

describe('fetchRecordReport', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('returns the report, asking only for the named sections when given', async () => {
    const fetchMock = respond(200, {
      recordId: 12,
      type: 'person',
      pointer: 'w-Qdmx4c8eMPt0r2026A',
      generated: '2026-11-21T15:42:51.677Z',
      locked: [],
      corrections: {},
      ratings: {},
    });
    await expect(fetchRecordReport(12, { sections: ['criminal', 'finances'] })).resolves.toMatchObject({
      status: 'ok',
      report: { recordId: 12, type: 'person' },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v1/me/records/12/report?sections=criminal%2Cfinances');
  });

  it('returns the X-Required-Item and X-Required-For values of a 402 to the caller', async () => {
    respond(
      402,
      { message: 'A premium person report is required', statusCode: 402 },
      { 'X-Required-Item': 'premium_person_report', 'X-Required-For': 'premium-sections' },
    );
    await expect(fetchRecordReport(12)).resolves.toEqual({
      status: 'payment-required',
      requiredItem: 'premium_person_report',
      reason: 'premium-sections',
    });
  });

  it('treats a 402 without the headers as opening the person report itself', async () => {
    respond(402, { message: 'A person report is required', statusCode: 402 });
    await expect(fetchRecordReport(12)).resolves.toEqual({
      status: 'payment-required',
      requiredItem: 'person_report',
      reason: 'report',
    });
  });

  it('ignores a reason it does not know', async () => {
    respond(402, { message: 'A membership is required', statusCode: 402 }, { 'X-Required-For': 'lottery' });
    await expect(fetchRecordReport(12)).resolves.toMatchObject({ reason: 'report' });
  });

  it('rejects 404 and 410 so they can be told apart', async () => {
    respond(404, { message: 'Record not found', statusCode: 404 });
    const missing = await fetchRecordReport(12).catch((error: unknown) => error);
    respond(410, { message: 'This record is no longer available', statusCode: 410 });
    const gone = await fetchRecordReport(12).catch((error: unknown) => error);
    respond(500, { message: 'Internal Server Error', statusCode: 500 });
    const broken = await fetchRecordReport(12).catch((error: unknown) => error);
    expect([recordReportFailure(missing), recordReportFailure(gone), recordReportFailure(broken)]).toEqual([
      'not-found',
      'gone',
      'other',
    ]);
    expect(recordReportFailure(new TypeError('network down'))).toBe('other');
  });
});
