import { configureApiClient } from '@beacon/api/client';
import { fetchPdfStatus, pdfFileUrl } from './get-pdf-status';
import { requestPdf } from './request-pdf';

describe('PDF calls', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    window.localStorage.setItem('accessToken', 'access');
    window.localStorage.setItem('refreshToken', 'refresh');
  });
  afterEach(() => window.localStorage.clear());

  it('requests the PDF under /v1 and polls its status outside /v1, with the app headers and token', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ status: 'queued' }), { status: 202 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ status: 'processing' }), { status: 200 }));
    globalThis.fetch = fetchMock;
    await expect(requestPdf(12)).resolves.toEqual({ status: 'queued' });
    await expect(fetchPdfStatus({ memberId: 7, type: 'person', recordId: 12 })).resolves.toEqual({
      status: 'processing',
    });
    const [requestUrl, requestInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    const [statusUrl, statusInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect([requestUrl, requestInit.method]).toEqual(['/v1/me/records/12/pdf', 'POST']);
    expect([statusUrl, statusInit.method]).toEqual(['/pdf/7/person/12', 'GET']);
    expect((statusInit.headers as Headers).get('Authorization')).toBe('Bearer access');
    expect((statusInit.headers as Headers).get('App-Id')).toBeTruthy();
  });

  it('names the file next to the status', () => {
    expect(pdfFileUrl({ memberId: 7, type: 'location', recordId: 3 })).toBe('/pdf/7/location/3/file');
  });
});
