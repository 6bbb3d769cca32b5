import { screen, waitFor } from '@testing-library/react';

import { routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { suggestedRelative } from '../test-support/record-fixtures';
import { RecordSuggestedReports } from './RecordSuggestedReports';

// Issue 56 point 2: a report suggests its own record's people, labelled by their relation to its subject.

describe('RecordSuggestedReports', () => {
  afterEach(() => jest.restoreAllMocks());

  it("asks for the record's own suggestions and labels each by its relation to the report's subject", async () => {
    const calls = routeFetch({
      'GET /v1/me/suggested-reports/?recordId=12': {
        body: {
          items: [
            suggestedRelative,
            {
              ...suggestedRelative,
              pointer: 'associate',
              name: { first: 'Ola', middle: null, last: 'Berg' },
              reason: 'associate',
            },
          ],
        },
      },
    });
    await renderScreen('/dashboard/reports/12', <RecordSuggestedReports recordId={12} />, '/dashboard/reports/12');
    expect(await screen.findByRole('heading', { name: 'Suggested Reports' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Hayley Anais Lindqvist, 54 · Minneapolis, MN · RelativeOpen Report',
      'Ola Berg, 54 · Minneapolis, MN · AssociateOpen Report',
    ]);
    expect(screen.getByRole('link', { name: 'Open report for Ola Berg' })).toHaveAttribute(
      'href',
      '/dashboard/create-record?type=person&pointer=associate',
    );
    expect(calls.map((call) => call.url)).toEqual(['/v1/me/suggested-reports/?recordId=12']);
  });

  it('shows nothing when the record has no one to suggest, or the call fails (logged only)', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    routeFetch({ 'GET /v1/me/suggested-reports/?recordId=12': { status: 500, body: { statusCode: 500 } } });
    const { container } = await renderScreen(
      '/dashboard/reports/12',
      <RecordSuggestedReports recordId={12} />,
      '/dashboard/reports/12',
    );
    await waitFor(() => expect(log).toHaveBeenCalledWith('Suggested Report API Error', expect.anything()));
    expect(container).toBeEmptyDOMElement();
  });
});
