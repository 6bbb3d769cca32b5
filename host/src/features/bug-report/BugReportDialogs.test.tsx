import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { recordingFetch } from '@beacon/test-support/fetch-routes';
import { renderWithProviders } from '@beacon/test-support/render-screen';

import { BugReportDialogs } from './BugReportDialogs';

describe('BugReportDialogs', () => {
  it('defaults to "other", offers the six issue types, sends feedback:bug and shows the success modal', async () => {
    const calls = recordingFetch({});
    renderWithProviders(<BugReportDialogs onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Found a Bug?' });
    const select = within(dialog).getByLabelText('What is it about?');
    expect(select).toHaveValue('other');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual([
      'other',
      'billing',
      'pdf-report',
      'upgrading-report',
      'incorrect-or-missing-data',
      'account-activation',
    ]);
    await userEvent.selectOptions(select, 'billing');
    await userEvent.type(within(dialog).getByLabelText('Describe the problem'), 'Charged twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('dialog', { name: 'The bug was succesfully submitted' })).toBeInTheDocument();
    const event = calls.find((call) => call.url === '/v1/events');
    expect(event?.body).toMatchObject({
      name: 'feedback:bug',
      properties: { comments: 'Charged twice', issue_type: 'billing', url: 'http://localhost/' },
    });
  });
});
