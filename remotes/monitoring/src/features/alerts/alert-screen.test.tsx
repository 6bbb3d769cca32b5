import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient, type AlertPage, type AlertPlanStep } from '@beacon/api';
import { failure, never, routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { lendWebCrypto } from '../../test-support/web-crypto';
import AlertScreen, { ALERT_NOT_FOUND_TEXT } from './alert-screen';

const ROUTE = '/dashboard/alerts/:alertId';
const ALERT_ID = 'hibp-StandInForum-7';
const GET = `GET /v1/me/alerts/${ALERT_ID}`;
const stepUrl = (key: string) => `PUT /v1/me/alerts/${ALERT_ID}/steps/${key}`;

const step = (key: string, title: string, extra: Partial<AlertPlanStep> = {}): AlertPlanStep => ({
  key,
  title,
  detail: `Why: ${title}.`,
  links: [],
  check: 'none',
  done: false,
  doneAt: null,
  closedBy: 'none',
  ...extra,
});

const page = (extra: Partial<AlertPage> = {}): AlertPage => ({
  alertId: ALERT_ID,
  heading: 'E-mail address found in the Stand-in Forum breach',
  reportName: 'Dark Web Surveillance',
  categoryLabel: 'Dark Web Monitoring',
  summary:
    'Your e-mail address (g••••@example.com) was in the data of Stand-in Forum, which was breached and published.',
  where: [
    { label: 'Site', value: 'Stand-in Forum' },
    { label: 'Domain', value: 'stand-in-forum.example' },
  ],
  when: { label: 'Breach date', date: '2019-04-02', learnedAt: '2026-11-02T12:00:00.000Z' },
  source: { name: 'Have I Been Pwned', verified: true },
  exposed: ['Email addresses', 'Passwords'],
  archivedAt: null,
  plan: [
    step('change_password', 'Change your password at stand-in-forum.example'),
    step('two_step_verification', 'Turn on two-step verification', {
      links: [{ label: 'Two-factor authentication (FTC)', url: 'https://consumer.ftc.gov/x' }],
    }),
    step('check_new_password', 'Check your new password is not in a breach', { check: 'password_check' }),
    step('freeze_equifax', 'Freeze your credit at Equifax', { check: 'credit_freeze' }),
  ],
  ...extra,
});

const show = (alertId = ALERT_ID) => renderScreen(ROUTE, <AlertScreen />, `/dashboard/alerts/${alertId}`);

describe('AlertScreen', () => {
  beforeAll(() => lendWebCrypto());
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('shows placeholders while loading, under the route title', async () => {
    routeFetch({ [GET]: never });
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Alert' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading the alert' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says what was found, where, when and the source, with human words only', async () => {
    routeFetch({ [GET]: { body: page() } });
    await show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-mail address found in the Stand-in Forum breach' }),
    ).toBeInTheDocument();
    const where = screen.getByRole('region', { name: 'Where' });
    expect(within(where).getByText('stand-in-forum.example')).toBeInTheDocument();
    const when = screen.getByRole('region', { name: 'When' });
    expect(within(when).getByText('Apr 2, 2019')).toBeInTheDocument();
    expect(within(when).getByText('Beacon learned of it')).toBeInTheDocument();
    const source = screen.getByRole('region', { name: 'Source' });
    expect(within(source).getByText('Have I Been Pwned')).toBeInTheDocument();
    expect(within(source).getByText('Verified')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/dark_web|new_inquiry|_exposed/);
  });

  it('lists the plan in order, each step a checkbox named by the step, and ticks one on the server', async () => {
    const calls = routeFetch({
      [GET]: { body: page() },
      [stepUrl('change_password')]: {
        body: page({
          plan: page().plan.map((entry) =>
            entry.key === 'change_password' ? { ...entry, done: true, closedBy: 'member' as const } : entry,
          ),
        }),
      },
    });
    await show();
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    const boxes = within(plan).getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    expect(boxes[0]).toHaveAccessibleName('Change your password at stand-in-forum.example');
    expect(within(plan).getByText('0 of 4 steps done')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Change your password at stand-in-forum.example' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Change your password at stand-in-forum.example' })).toBeChecked(),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ done: true });
    expect(within(plan).getByText('1 of 4 steps done')).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Credit Freeze Helper' })).toHaveAttribute(
      'href',
      '/dashboard/credit-freeze',
    );
  });

  it('says a step closed by the freeze closed by itself', async () => {
    routeFetch({
      [GET]: {
        body: page({
          plan: page().plan.map((entry) =>
            entry.key === 'freeze_equifax' ? { ...entry, done: true, closedBy: 'check' as const } : entry,
          ),
        }),
      },
    });
    await show();
    expect(await screen.findByText('Done: you recorded the freeze in the credit freeze helper.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Freeze your credit at Equifax' })).toBeChecked();
  });

  it('says an archived alert was archived with its watch', async () => {
    routeFetch({ [GET]: { body: page({ archivedAt: '2026-11-05T09:00:00.000Z' }) } });
    await show();
    expect(
      await screen.findByText(/This alert was archived on Nov 5, 2026, when the watch that raised it was removed/),
    ).toBeInTheDocument();
  });

  it("says another account's alert was not found", async () => {
    routeFetch({ [GET]: failure(404, 'Alert not found') });
    await show();
    expect(await screen.findByText(ALERT_NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All Alerts' })).toBeInTheDocument();
  });

  it('offers to try again when the alert could not be loaded', async () => {
    routeFetch({ [GET]: failure(500) });
    await show();
    expect(await screen.findByText('This alert could not be loaded. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
