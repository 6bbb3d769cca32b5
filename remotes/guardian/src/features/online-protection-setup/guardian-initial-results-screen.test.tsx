import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { failure, never, routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { listing, member, membersPage, protection, scan } from '../../test-support/guardian-fixtures';
import GuardianInitialResultsScreen from './guardian-initial-results-screen';

const MEMBERS = 'GET /v1/me/personal-data-protection/members';
const PROTECTION = 'GET /v1/me/personal-data-protection/members/21/protection';
const PATH = '/dashboard/guardian/online-protection/setup/initial-results';

const show = () => renderScreen(PATH, <GuardianInitialResultsScreen />, PATH);

const running = (brokersDone: number, found: number) =>
  protection({
    scan: scan({ status: 'running', brokersDone, found, finishedAt: null }),
    score: null,
    listings: found > 0 ? [listing()] : [],
  });

describe('GuardianInitialResultsScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('keeps its heading and shows placeholders while loading', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([member({ status: 'enrolled' })]) }, [PROTECTION]: never });
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Guardian Initial Results' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Loading Guardian results' })).toBeInTheDocument();
    expect(screen.queryByText(/Your first scan is complete/)).not.toBeInTheDocument();
  });

  it('shows the progress of the first scan and the listings as they are found, then the result', async () => {
    let reads = 0;
    routeFetch({
      [MEMBERS]: { body: membersPage([member({ status: 'enrolled', score: null, scanStatus: 'running' })]) },
      [PROTECTION]: () => {
        reads += 1;
        return { body: reads === 1 ? running(4, 1) : protection() };
      },
    });
    await show();
    const progress = await screen.findByRole('progressbar', { name: 'Scan progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '4');
    expect(progress).toHaveAttribute('aria-valuemax', '12');
    expect(screen.getByRole('status')).toHaveTextContent('Scanning 4 of 12 sites…1 listing found so far');
    const found = screen.getByRole('list', { name: 'Listings found' });
    expect(within(found).getByRole('heading', { level: 3, name: 'PeopleFinder' })).toBeInTheDocument();
    expect(within(found).queryByRole('button')).not.toBeInTheDocument();

    // the screen reads the scan again while it runs, and the finished scan replaces the progress
    expect(
      await screen.findByText('Your first scan is complete: we found you on 4 sites.', {}, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Your Results' })).toHaveAttribute(
      'href',
      '/dashboard/guardian/online-protection/setup/results',
    );
    expect(
      within(screen.getByRole('list', { name: 'Listings found' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(3);
  });

  it('says when nothing is found yet', async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([member({ status: 'enrolled' })]) },
      [PROTECTION]: { body: running(0, 0) },
    });
    await show();
    expect(await screen.findByText('Scanning 0 of 12 sites…')).toBeInTheDocument();
    expect(screen.getByText('0 listings found so far')).toBeInTheDocument();
    expect(screen.getByText('Nothing found yet.')).toBeInTheDocument();
  });

  it('offers to scan again when the first scan failed', async () => {
    let started = false;
    const calls = routeFetch({
      [MEMBERS]: { body: membersPage([member({ status: 'enrolled' })]) },
      [PROTECTION]: () => ({
        body: started ? running(1, 0) : protection({ scan: scan({ status: 'failed' }), listings: [], score: null }),
      }),
      'POST /v1/me/personal-data-protection/members/21/scans': () => {
        started = true;
        return { body: scan({ id: 6, status: 'queued', brokersDone: 0, found: 0, finishedAt: null }) };
      },
    });
    await show();
    expect(await screen.findByText('Your first scan could not be finished.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Scan Again' }));
    expect(await screen.findByRole('progressbar', { name: 'Scan progress' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows an error when the scan cannot be read', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([member()]) }, [PROTECTION]: failure(500) });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your scan results could not be loaded. Please try again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Guardian Initial Results' })).toBeInTheDocument();
  });

  it('sends a member without Guardian protection to the setup', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([]) } });
    await show();
    expect(await screen.findByRole('link', { name: 'Set Up Guardian' })).toHaveAttribute(
      'href',
      '/dashboard/guardian/online-protection/setup',
    );
  });
});
