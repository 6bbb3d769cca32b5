import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import type { IdentityNotification, RecordNotification } from '@beacon/api';

import { AlertsWidget } from './AlertsWidget';

const alert = (id: number): IdentityNotification => ({
  alert_id: String(id),
  report_name: `Alert ${id}`,
  category: 'email',
  type: 'breach',
  breach_title: null,
});
const update = (id: number): RecordNotification => ({
  id,
  type: 'person',
  created: `2026-11-0${id}`,
  display: 'New address',
  first_name: 'Jane',
  last_name: `Doe${id}`,
  monitored_record_id: null,
  field: null,
  old_value: null,
  new_value: null,
});

function renderWidget(identityAlerts: IdentityNotification[], reportUpdates: RecordNotification[]) {
  render(
    <MemoryRouter>
      <AlertsWidget identityAlerts={identityAlerts} reportUpdates={reportUpdates} />
    </MemoryRouter>,
  );
}

describe('AlertsWidget', () => {
  it("says You're up to date! without alerts", () => {
    renderWidget([], []);
    expect(screen.getByText("You're up to date!")).toBeInTheDocument();
  });

  it('shows at most 3 of each, then the See all links with the totals', () => {
    renderWidget([1, 2, 3, 4, 5].map(alert), [1, 2, 3, 4].map(update));
    expect(within(screen.getByRole('list', { name: 'Identity alerts' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByRole('list', { name: 'Report updates' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'See all 5 alerts...' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 4 report updates...' })).toBeInTheDocument();
    expect(screen.queryByText("You're up to date!")).not.toBeInTheDocument();
  });

  it('names each alert for people, as a link to where it is shown', () => {
    renderWidget(
      [
        {
          alert_id: 'hibp-Example-1',
          report_name: 'Dark Web Surveillance',
          category: 'dark_web',
          type: 'email_exposed',
          breach_title: 'Stand-in Forum',
        },
        {
          alert_id: 'evt_1',
          report_name: 'Change of Address',
          category: 'address',
          type: 'address.change',
          breach_title: null,
        },
      ],
      [update(1)],
    );
    const alerts = within(screen.getByRole('list', { name: 'Identity alerts' }));
    // each alert opens its own page (issue 58 point 3)
    expect(alerts.getByRole('link', { name: 'E-mail address found in the Stand-in Forum breach' })).toHaveAttribute(
      'href',
      '/dashboard/alerts/hibp-Example-1',
    );
    expect(alerts.getByRole('link', { name: 'Change of Address' })).toBeInTheDocument();
    expect(screen.queryByText(/dark_web/)).not.toBeInTheDocument();
    const updates = within(screen.getByRole('list', { name: 'Report updates' }));
    expect(updates.getByRole('link', { name: 'Jane Doe1: New address' })).toBeInTheDocument();
  });

  it('has no See all link at 3 or fewer', () => {
    renderWidget([1, 2, 3].map(alert), [update(1)]);
    expect(screen.queryByText(/See all/)).not.toBeInTheDocument();
  });
});
