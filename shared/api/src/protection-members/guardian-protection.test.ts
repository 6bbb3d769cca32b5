import { configureApiClient } from '@beacon/api/client';
import { addFoundListing, askBroker, fetchRemovalLetterPdf, recordRemovalMailing } from './guardian-protection';

const MEMBER = '/v1/me/personal-data-protection/members/21';

/** The smallest overview the contract accepts: a member before any scan. */
const overview = {
  member: {
    id: 21,
    firstName: 'Grace',
    lastName: 'Okafor',
    isSelf: true,
    pointer: null,
    usageId: 'u-21',
    reportId: '9',
    status: 'enrolled',
    relationship: null,
    authorizedAt: null,
    score: null,
    exposures: 0,
    removed: 0,
    scanStatus: null,
  },
  details: {
    middleName: '',
    dob: null,
    otherNames: [],
    addresses: [],
    phones: [],
    emails: [],
    monitored: { emails: [], phones: [], usernames: [] },
  },
  scan: null,
  nextScanAt: null,
  rescanDays: 30,
  score: null,
  listings: [],
  notChecked: [],
};

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** Answers every call with `response` and records what was sent. */
function answer(response: () => Response): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    });
    return response();
  }) as unknown as typeof fetch;
  return sent;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('Guardian: listings the member found and postal requests', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));
  afterEach(() => jest.restoreAllMocks());

  it('adds a found listing and reads the overview it answers with', async () => {
    const sent = answer(() => json(overview, 201));
    await expect(
      addFoundListing(21, { brokerSlug: 'mylife', url: 'https://www.mylife.com/grace-okafor/123', shows: ['name'] }),
    ).resolves.toEqual(overview);
    expect(sent).toEqual([
      {
        url: `${MEMBER}/listings`,
        method: 'POST',
        body: { brokerSlug: 'mylife', url: 'https://www.mylife.com/grace-okafor/123', shows: ['name'] },
      },
    ]);
  });

  it("passes on the server's words when it refuses a listing", async () => {
    answer(() => json({ message: 'This listing is already in Grace’s results.', statusCode: 409 }, 409));
    await expect(
      addFoundListing(21, { brokerSlug: 'mylife', url: 'https://www.mylife.com/grace-okafor/123', shows: ['name'] }),
    ).rejects.toMatchObject({ statusCode: 409, message: 'This listing is already in Grace’s results.' });
  });

  it('asks a site about the person and reads the overview it answers with', async () => {
    const sent = answer(() => json(overview, 201));
    await expect(askBroker(21, { brokerSlug: 'infotracer' })).resolves.toEqual(overview);
    expect(sent).toEqual([{ url: `${MEMBER}/inquiries`, method: 'POST', body: { brokerSlug: 'infotracer' } }]);
  });

  it('records the mailing of a postal request with PUT', async () => {
    const sent = answer(() => json(overview));
    await recordRemovalMailing(21, 70, { trackingNumber: '9400100000000000000000', mailedOn: '2026-11-20' });
    expect(sent).toEqual([
      {
        url: `${MEMBER}/removals/70/mailing`,
        method: 'PUT',
        body: { trackingNumber: '9400100000000000000000', mailedOn: '2026-11-20' },
      },
    ]);
  });

  it('fetches the printable letter as a PDF under the name the server gives it', async () => {
    const sent = answer(
      () =>
        new Response(new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])], { type: 'application/pdf' }), {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="removal-letter-acxiom.pdf"',
          },
        }),
    );
    const letter = await fetchRemovalLetterPdf(21, 70);
    expect(letter.fileName).toBe('removal-letter-acxiom.pdf');
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual([`GET ${MEMBER}/removals/70/letter.pdf`]);
  });

  it('refuses an answer that is not a PDF', async () => {
    answer(() => new Response('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    await expect(fetchRemovalLetterPdf(21, 70)).rejects.toThrow(
      'GET /me/personal-data-protection/members/21/removals/70/letter.pdf: expected a PDF, received text/html',
    );
  });
});
