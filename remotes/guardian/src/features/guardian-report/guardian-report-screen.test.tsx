import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { failure, never, routeFetch, type Responder } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { familyMember, member, membersPage, protection, scan } from '../../test-support/guardian-fixtures';
import GuardianReportScreen from './guardian-report-screen';

const MEMBERS = 'GET /v1/me/personal-data-protection/members';
const PROTECTION = 'GET /v1/me/personal-data-protection/members/21/protection';

const show = (recordId = '9') =>
  renderScreen('/dashboard/guardian/report/:memberId/person/:recordId', <GuardianReportScreen />, {
    pathname: `/dashboard/guardian/report/3/person/${recordId}`,
  });

// jsdom's Blob has no text(): read it as the browser's FileReader would
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no blob was created'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function serve(routes: Record<string, Responder> = {}) {
  return routeFetch({
    [MEMBERS]: { body: membersPage([member(), familyMember()]) },
    [PROTECTION]: { body: protection() },
    ...routes,
  });
}

describe('GuardianReportScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('keeps its heading and shows placeholders while loading', async () => {
    serve({ [MEMBERS]: never });
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Guardian Report' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading Guardian results' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('This report is not protected by Guardian yet.')).not.toBeInTheDocument();
  });

  it('says so when the members cannot be loaded, and tries again', async () => {
    let calls = 0;
    serve({ [MEMBERS]: () => (++calls === 1 ? failure() : { body: membersPage([member()]) }) });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your Guardian protection could not be loaded. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Grace Okafor' })).toBeInTheDocument();
  });

  it('offers setup when no member is protected by this report', async () => {
    serve();
    await show('404');
    expect(await screen.findByText('This report is not protected by Guardian yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set Up Guardian' })).toHaveAttribute(
      'href',
      '/dashboard/guardian/online-protection/setup',
    );
  });

  it("shows the member's score, its history and what would raise it", async () => {
    serve();
    await show();
    const score = await screen.findByRole('region', { name: 'Guardian score' });
    expect(within(score).getByText('201', { selector: 'span' })).toBeInTheDocument();
    expect(within(score).getByText('out of 247')).toBeInTheDocument();
    expect(within(score).getByRole('img')).toHaveAccessibleName(
      'Guardian score history, 2 scans: from 180 on Oct 2, 2026 to 201 on Nov 2, 2026, out of 247.',
    );
    const table = within(score).getByRole('table', { name: 'Guardian score after each scan' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: '180' })).toBeInTheDocument();
    expect(within(score).getByRole('heading', { name: 'What would raise your score' })).toBeInTheDocument();
    expect(within(score).getByText('Remove your listing on PeopleFinder')).toBeInTheDocument();
    expect(within(score).getByText('+10')).toBeInTheDocument();
  });

  it('shows the last and next scan, and starts a scan now', async () => {
    let scanning = false;
    const calls = serve({
      [PROTECTION]: () => ({
        body: protection(
          scanning ? { scan: scan({ kind: 'manual', status: 'running', brokersDone: 4, found: 1 }) } : {},
        ),
      }),
      'POST /v1/me/personal-data-protection/members/21/scans': () => {
        scanning = true;
        return { status: 202, body: scan({ id: 6, kind: 'manual', status: 'queued', brokersDone: 0, found: 0 }) };
      },
    });
    await show();
    const scanSection = await screen.findByRole('region', { name: 'Scan' });
    expect(within(scanSection).getByText('Last scan Nov 2, 2026')).toBeInTheDocument();
    expect(within(scanSection).getByText('Next re-scan Dec 2, 2026')).toBeInTheDocument();
    expect(within(scanSection).getByText('Guardian re-scans every 30 days')).toBeInTheDocument();
    await userEvent.click(within(scanSection).getByRole('button', { name: 'Scan Now' }));
    expect(await within(scanSection).findByRole('progressbar', { name: 'Scan progress' })).toHaveAttribute(
      'aria-valuenow',
      '4',
    );
    expect(within(scanSection).getByText('Scanning 4 of 12 sites…')).toBeInTheDocument();
    expect(within(scanSection).getByText('1 listing found so far')).toBeInTheDocument();
    expect(within(scanSection).queryByRole('button', { name: 'Scan Now' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('counts the listings and lists each exposure with its status', async () => {
    serve();
    await show();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Found on 4 sites')).toBeInTheDocument();
    expect(within(summary).getByText('1 removed')).toBeInTheDocument();
    expect(within(summary).getByText('0 in progress')).toBeInTheDocument();
    expect(within(summary).getByText('1 needs your action')).toBeInTheDocument();

    const peopleFinder = screen.getByRole('article', { name: 'PeopleFinder' });
    expect(within(peopleFinder).getByText('peoplefinder.example')).toBeInTheDocument();
    expect(within(peopleFinder).getByText('Name, Age, Current address')).toBeInTheDocument();
    expect(within(peopleFinder).getByText('Exposed')).toBeInTheDocument();
    expect(within(peopleFinder).getByText('Nov 2, 2026')).toBeInTheDocument();
    const link = within(peopleFinder).getByRole('link', { name: /peoplefinder\.example\/person\/grace-okafor/ });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');

    const beacon = screen.getByRole('article', { name: 'Beacon' });
    expect(
      within(beacon).getByText(
        "Removing Beacon's listing hides you from Beacon search at once. Beacon reports about you, your own included, no longer open.",
      ),
    ).toBeInTheDocument();
    // the member's own listings need no statement that they may act for someone
    expect(screen.queryByText(/once you confirm that you may act for them/)).not.toBeInTheDocument();
    expect(within(beacon).getByText('Name, Phone numbers')).toBeInTheDocument();

    const spokeo = screen.getByRole('article', { name: 'Spokeo' });
    expect(within(spokeo).getByText('Needs action')).toBeInTheDocument();
    expect(within(spokeo).getByText('Submitted Nov 3, 2026')).toBeInTheDocument();
    expect(within(spokeo).getByText('Deadline Dec 18, 2026')).toBeInTheDocument();
    expect(within(spokeo).getByText('Overdue')).toBeInTheDocument();
    expect(
      within(spokeo).getByText('Confirm the request in the e-mail Spokeo sent to grace@example.com.'),
    ).toBeInTheDocument();
    expect(within(spokeo).queryByRole('button', { name: /^Request Removal/ })).not.toBeInTheDocument();
    await userEvent.click(within(spokeo).getByText('Request history'));
    const history = within(spokeo).getByRole('list');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Submitted on Nov 3, 2026', 'Needs action on Nov 4, 2026']);

    const whitePages = screen.getByRole('article', { name: 'WhitePages' });
    expect(within(whitePages).getByText('Removed')).toBeInTheDocument();
    expect(within(whitePages).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('says "No longer listed" for a listing gone without a request, and offers no removal for it', async () => {
    const base = protection();
    serve({ [PROTECTION]: { body: { ...base, listings: [{ ...base.listings[0], present: false }] } } });
    await show();
    const item = await screen.findByRole('article', { name: 'PeopleFinder' });
    expect(within(item).getByText('No longer listed')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Request Removal/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request All Removals' })).not.toBeInTheDocument();
  });

  it('requests the removal of one listing, and of every listing without an open request after confirming', async () => {
    const calls = serve({
      'POST /v1/me/personal-data-protection/members/21/removals': { body: { items: [] } },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Request Removal from PeopleFinder' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Removal requested from PeopleFinder.');
    await userEvent.click(screen.getByRole('button', { name: 'Request All Removals' }));
    // the count per channel first; Beacon's own listing only when ticked, after reading what it closes
    const dialog = await screen.findByRole('dialog', { name: 'Request All Removals' });
    expect(within(dialog).getByText("Guardian will ask 1 site to remove Grace's listings:")).toBeVisible();
    expect(
      within(within(dialog).getByRole('list', { name: 'Requests by channel' })).getByText('Web form: 1'),
    ).toBeVisible();
    const beacon = within(dialog).getByRole('checkbox', { name: 'Also remove my Beacon listing' });
    expect(beacon).not.toBeChecked();
    expect(beacon).toHaveAccessibleDescription(/^Removing your Beacon listing hides you from every Beacon search/);
    await userEvent.click(beacon);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 2 Requests' }));
    expect(await screen.findByText('Removal requested for 2 listings.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { listingIds: [101] },
      { listingIds: [101, 102] },
    ]);
  });

  it("leaves Beacon's own listing out of Request All Removals unless it is ticked", async () => {
    const calls = serve({
      'POST /v1/me/personal-data-protection/members/21/removals': { body: { items: [] } },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Request All Removals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request All Removals' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 1 Request' }));
    expect(await screen.findByText('Removal requested from PeopleFinder.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ listingIds: [101] }]);
  });

  it('offers a new request for a reappeared listing', async () => {
    const base = protection();
    const reappeared = {
      ...base.listings[3]!,
      present: true,
      removal: { ...base.listings[3]!.removal!, status: 'reappeared' as const },
    };
    const calls = serve({
      [PROTECTION]: { body: { ...base, listings: [reappeared] } },
      'POST /v1/me/personal-data-protection/members/21/removals': { body: { items: [] } },
    });
    await show();
    const item = await screen.findByRole('article', { name: 'WhitePages' });
    expect(within(item).getByText('Reappeared')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Request Removal from WhitePages' }));
    await screen.findByRole('status');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ listingIds: [104] });
  });

  it('lists the sites Guardian does not check with their own search, never a listing of its own', async () => {
    serve({});
    await show();
    const section = await screen.findByRole('region', { name: 'Sites Guardian does not check' });
    const sites = within(section).getByRole('list', { name: 'Sites not checked' });
    expect(within(sites).getAllByText('Not checked')).toHaveLength(3);
    expect(within(sites).getByRole('link', { name: /^Search Spokeo for Grace/ })).toHaveAttribute(
      'href',
      'https://www.spokeo.com/Grace-Okafor',
    );
    // no known search address: the site's domain, and no search link
    expect(within(sites).getByText('www.acxiom.com')).toBeVisible();
    expect(within(sites).queryByRole('link', { name: /^Search Acxiom/ })).not.toBeInTheDocument();
    // Acxiom takes no letter: its own opt-out form is the way, not a listing Guardian claims
    expect(
      within(sites)
        .getAllByRole('link', { name: /Acxiom/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://isapps.acxiom.com/optout/optout.aspx']);
    expect(within(sites).getByRole('link', { name: /^Opt out on Acxiom's own form/ })).toBeVisible();
    expect(within(sites).getByRole('button', { name: 'I found Grace on MyLife' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('article', { name: 'MyLife' })).not.toBeInTheDocument();
  });

  it('says which sites the last scan could not read', async () => {
    serve({ [PROTECTION]: { body: protection({ scan: scan({ sitesNotRead: ['ClearRecords'] }) }) } });
    await show();
    expect(
      await screen.findByText(
        'This scan could not read ClearRecords: what Guardian shows of it is from the scan before.',
      ),
    ).toBeVisible();
  });

  it('shows a refused removal request as an alert', async () => {
    serve({ 'POST /v1/me/personal-data-protection/members/21/removals': failure(500) });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Request All Removals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request All Removals' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 1 Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The removal request could not be sent. Please try again.',
    );
  });

  it('tells the broker again once the member has done what it asked', async () => {
    const calls = serve({
      'POST /v1/me/personal-data-protection/members/21/removals/71/action-done': { body: { items: [] } },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: "I've Done This for Spokeo" }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Your request was sent to Spokeo again.');
    expect(calls.some((call) => call.url.endsWith('/removals/71/action-done') && call.method === 'POST')).toBe(true);
  });

  it('downloads the removal letter as a text file', async () => {
    serve({
      'GET /v1/me/personal-data-protection/members/21/removals/72/letter': {
        body: {
          fileName: 'removal-request-whitepages.txt',
          text: 'To WhitePages: please delete the listing of Grace Okafor.',
          sentTo: 'privacy@whitepages.example',
          date: '2026-11-03',
        },
      },
    });
    const created: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:letter';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Letter to WhitePages' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Downloaded removal-request-whitepages.txt, the letter sent to privacy@whitepages.example on Nov 3, 2026.',
    );
    expect(downloads).toEqual(['removal-request-whitepages.txt blob:letter']);
    expect(created[0]?.type).toBe('text/plain;charset=utf-8');
    expect(await readBlob(created[0])).toBe('To WhitePages: please delete the listing of Grace Okafor.');
    click.mockRestore();
  });

  it('before the first scan, says there is no score and no listing yet', async () => {
    serve({
      [PROTECTION]: { body: protection({ scan: null, score: null, listings: [], nextScanAt: null }) },
    });
    await show();
    expect(await screen.findByText('Your Guardian score appears after the first scan.')).toBeInTheDocument();
    expect(screen.getByText('No scan yet.')).toBeInTheDocument();
    expect(screen.getByText('No listings found yet.')).toBeInTheDocument();
    expect(screen.getByText('Found on 0 sites')).toBeInTheDocument();
  });

  it("shows an error with a retry when the member's results cannot be loaded", async () => {
    serve({ [PROTECTION]: failure(500) });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Guardian's results could not be loaded. Please try again.",
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Guardian Report' })).toBeInTheDocument();
  });
});
