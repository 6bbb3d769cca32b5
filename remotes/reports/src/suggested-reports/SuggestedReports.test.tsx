import { screen, waitFor } from '@testing-library/react';

import { routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { suggestedRelative } from '../test-support/record-fixtures';
import { SuggestedReports } from './SuggestedReports';

describe('SuggestedReports', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists related people with a link that creates their report', async () => {
    routeFetch({
      'GET /v1/me/suggested-reports/': {
        body: { items: [suggestedRelative] },
      },
    });
    await renderScreen('/dashboard/reports', <SuggestedReports />, '/dashboard/reports');
    expect(await screen.findByRole('heading', { name: 'Suggested Reports' })).toBeInTheDocument();
    expect(screen.getByText('Hayley Anais Lindqvist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open report for Hayley Anais Lindqvist' })).toHaveAttribute(
      'href',
      '/dashboard/create-record?type=person&pointer=JrST-H3WmrgPt0r2026A',
    );
  });

  it("says whose relation each suggestion is, since the member-wide list mixes several reports' people", async () => {
    routeFetch({
      'GET /v1/me/suggested-reports/': {
        body: {
          items: [suggestedRelative, { ...suggestedRelative, pointer: 'other', reason: 'neighbor', fromRecordId: 7 }],
        },
      },
    });
    const names = new Map([
      [12, 'Peter Bear Lindqvist'],
      [7, '12 Elm St'],
    ]);
    await renderScreen('/dashboard/reports', <SuggestedReports recordNames={names} />, '/dashboard/reports');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Hayley Anais Lindqvist, 54 · Minneapolis, MN · Relative of Peter Bear LindqvistOpen Report',
      'Hayley Anais Lindqvist, 54 · Minneapolis, MN · Neighbor of 12 Elm StOpen Report',
    ]);
  });

  it('shows nothing when the call fails, logs it once and does not retry', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const calls = routeFetch({ 'GET /v1/me/suggested-reports/': { status: 500, body: { statusCode: 500 } } });
    const { container } = await renderScreen('/dashboard/reports', <SuggestedReports />, '/dashboard/reports');
    await waitFor(() => expect(log).toHaveBeenCalledWith('Suggested Report API Error', expect.anything()));
    expect(container).toBeEmptyDOMElement();
    expect(calls).toHaveLength(1);
  });
});
