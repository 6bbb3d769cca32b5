import { screen, within } from '@testing-library/react';

import type { RemovalResultsResponse } from '@beacon/api';
import { renderWithProviders } from '@beacon/test-support/render-screen';

import RemovalResultsPage, { OTHER_BROKERS } from './removal-results-page';

const published: RemovalResultsResponse = {
  computedAt: '2026-11-21T09:30:00.000Z',
  minRequests: 10,
  families: [
    {
      family: 'PeopleConnect',
      brokers: [
        {
          name: 'Intelius',
          domain: 'www.intelius.com',
          parent: true,
          requests: 24,
          removalRate: 0.875,
          medianDaysToRemoval: 5.5,
          reappearedWithin90DaysRate: 0.125,
        },
        {
          name: 'TruthFinder',
          domain: 'www.truthfinder.com',
          parent: false,
          requests: 10,
          removalRate: 1,
          medianDaysToRemoval: 1,
          reappearedWithin90DaysRate: null,
        },
      ],
    },
    {
      family: null,
      brokers: [
        {
          name: 'Whitepages',
          domain: 'www.whitepages.com',
          parent: false,
          requests: 1200,
          removalRate: 0,
          medianDaysToRemoval: null,
          reappearedWithin90DaysRate: 0,
        },
      ],
    },
  ],
};

/** Answers GET /v1/removal-results with the given body (the page's only call) and records what was asked. */
function serve(body: unknown, status = 200) {
  const urls: string[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return urls;
}

const cells = (row: HTMLElement) =>
  [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);

describe('RemovalResultsPage', () => {
  it('shows one table per family, the parent first, with how the figures are computed', async () => {
    const urls = serve(published);
    renderWithProviders(<RemovalResultsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Removal results' })).toBeInTheDocument();
    const family = await screen.findByRole('table', { name: 'PeopleConnect' });
    expect(urls).toEqual(['/v1/removal-results']);
    expect(
      within(family)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Broker', 'Requests', 'Removal rate', 'Median days to removal', 'Came back within 90 days']);
    const [intelius, truthFinder] = within(family).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(cells(intelius)).toEqual(['Intelius' + 'www.intelius.com' + 'Parent site', '24', '88%', '5.5 days', '13%']);
    expect(cells(truthFinder)).toEqual(['TruthFinder' + 'www.truthfinder.com', '10', '100%', '1 day', 'Not known yet']);

    const others = screen.getByRole('table', { name: OTHER_BROKERS });
    const [whitepages] = within(others).getAllByRole('row').slice(1) as [HTMLElement];
    expect(cells(whitepages)).toEqual(['Whitepages' + 'www.whitepages.com', '1,200', '0%', 'None removed yet', '0%']);

    const intro = screen.getByText(/computed from Beacon's own removal requests/);
    expect(intro).toHaveTextContent('Brokers with fewer than 10 requests are not shown.');
    expect(intro).toHaveTextContent('Computed Nov 21, 2026.');
    expect(screen.queryByText(/No broker has/)).not.toBeInTheDocument();
  });

  it('says so when no broker has 10 requests yet', async () => {
    serve({ ...published, families: [] });
    renderWithProviders(<RemovalResultsPage />);
    expect(await screen.findByText('No broker has 10 removal requests yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the results could not be loaded when the answer is not the contract’s', async () => {
    serve({ computedAt: '2026-11-21T09:30:00.000Z', families: 'none' });
    renderWithProviders(<RemovalResultsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The removal results could not be loaded.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
