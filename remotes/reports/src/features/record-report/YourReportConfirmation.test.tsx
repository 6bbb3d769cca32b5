import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { sessionUserAtom, type Balances } from '@beacon/session';
import { routeFetch } from '@beacon/test-support/fetch-routes';
import { protectionMember } from '@beacon/test-support/person-fixtures';
import { renderScreen } from '@beacon/test-support/render-screen';

import { account } from '../../test-support/record-fixtures';
import { personReport } from '../../test-support/report-fixtures';
import { YourReportConfirmation } from './YourReportConfirmation';

const selfMember = protectionMember({
  id: 5,
  firstName: 'Peter',
  lastName: 'Lindqvist',
  usageId: 'guardian-5',
  reportId: '12',
  score: 120,
  exposures: 10,
  removed: 4,
});

function serve(customersReport: unknown = null, balances: Balances = {}, members: unknown[] = []) {
  let claimed = customersReport;
  const calls = routeFetch({
    'GET /v1/me/personal-data-protection/members': () => ({ body: { items: members, familyLimit: 0 } }),
    'PUT /v1/me/personal-data-protection/members/self': () => ({ body: { ...selfMember, status: 'setup_required' } }),
    'GET /v1/me': () => ({
      body: { ...account, balances: { ...account.balances, ...balances }, data: { customers_report: claimed } },
    }),
    'POST /v1/me/records/12/claim': () => {
      claimed = { record_id: 12, pointer: 'w-Qdmx4c8eMPt0r2026A' };
      return { body: { ...account, data: { customers_report: claimed } } };
    },
    'POST /v1/events': { status: 204 },
  });
  return calls;
}

function renderConfirmation(report = personReport()) {
  return renderScreen('/dashboard/reports/:id', <YourReportConfirmation report={report} />, '/dashboard/reports/12');
}

describe('YourReportConfirmation', () => {
  afterEach(() => jest.restoreAllMocks());

  it("marks the member's own report instead of asking", async () => {
    serve({ record_id: 12, pointer: 'w-Qdmx4c8eMPt0r2026A' });
    await renderConfirmation();
    expect(await screen.findByText('Your Report')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Is this your report?' })).not.toBeInTheDocument();
  });

  it('asks nothing on a phone, email or address report', async () => {
    serve();
    const { container } = await renderConfirmation(personReport({ type: 'phone' }));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it("requires a choice, then claims the record as the member's own", async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    const calls = serve();
    await renderConfirmation();
    await userEvent.click(await screen.findByRole('button', { name: 'Is this your report?' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your selection' });
    expect(within(dialog).getByRole('region', { name: 'Your Report' })).toHaveTextContent(
      'Peter Bear Lindqvist, Minneapolis, MN, age 48',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select one of the options above');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Yes, this is me' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your Report')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/claim'))?.body).toEqual({ value: 'self' });
    const events = calls.filter((call) => call.url === '/v1/events').map((call) => call.body);
    expect(events).toEqual([
      {
        name: 'self_report_confirmation',
        properties: { pointer: 'w-Qdmx4c8eMPt0r2026A', recordId: '12', value: 'self' },
      },
      { name: 'report:claim', properties: { pointer: 'w-Qdmx4c8eMPt0r2026A', recordId: '12' } },
    ]);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('just closes for "relative", claiming nothing', async () => {
    const calls = serve();
    await renderConfirmation();
    await userEvent.click(await screen.findByRole('button', { name: 'Is this your report?' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your selection' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'This is a relative of mine' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/claim'))).toBe(false);
  });

  it('with Guardian already protecting them, points it at this report and continues to the Guardian report', async () => {
    const calls = serve(null, { guardian: null }, [selfMember]);
    const { store } = await renderConfirmation();
    act(() => {
      store.set(sessionUserAtom, { firstName: 'Peter', lastName: 'Lindqvist', sub: '7' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Is this your report?' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your selection' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Yes, this is me' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('landed on /dashboard/guardian/report/7/person/12')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/v1/me/personal-data-protection/members/self',
      body: { recordId: '12' },
    });
  });

  it('the first time with Guardian, adds the self member and runs the Guardian activation', async () => {
    const calls = serve(null, { guardian: null });
    const { store } = await renderConfirmation();
    act(() => {
      store.set(sessionUserAtom, { firstName: 'Peter', lastName: 'Lindqvist', sub: '7' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Is this your report?' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your selection' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Yes, this is me' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const activation = await screen.findByRole('dialog', { name: 'Guardian Personal Data Protection' });
    expect(activation).toHaveTextContent('Your report has been marked as yours.');
    expect(activation).toHaveTextContent(
      'Please wait. Access to Guardian Personal Data Protection will be added to your account.',
    );
    expect(calls.some((call) => call.method === 'PUT' && call.url.endsWith('/members/self'))).toBe(true);
  });
});
