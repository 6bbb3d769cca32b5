import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';

import { configureApiClient } from '@beacon/api';
import { monitoringRoutes, routeTitle } from '@beacon/platform';
import { sessionUserAtom } from '@beacon/session';
import { recordingFetch } from '@beacon/test-support/fetch-routes';
import { renderWithProviders } from '@beacon/test-support/render-screen';

import { makeAccount } from '../test-support/account-fixtures';
import { MobileMenu } from './MobileMenu';
import { TopNavigation } from './TopNavigation';

// The page a product link opens is titled with the link's words (issue 56): the link hands them over in the
// navigation state, which the page's route title reads.
function OpenedPage() {
  const location = useLocation();
  return <h1>{routeTitle(monitoringRoutes.routes.darkWebMonitoringDashboard, location.state)}</h1>;
}

const darkWebMember = makeAccount({ balances: { person_report: null, dark_web_monitoring: null } });

function show(menu: 'top' | 'mobile') {
  // the entitlements are read from the account query
  recordingFetch(darkWebMember);
  const view = renderWithProviders(
    <Routes>
      <Route
        path="/dashboard"
        element={
          menu === 'top' ? (
            <TopNavigation account={darkWebMember} />
          ) : (
            <MobileMenu account={darkWebMember} onNavigate={() => undefined} onReportBug={() => undefined} />
          )
        }
      />
      <Route path="/dashboard/dark-web-monitoring/dashboard" element={<OpenedPage />} />
    </Routes>,
  );
  act(() => view.store.set(sessionUserAtom, { firstName: 'Ada', lastName: 'Lovelace', sub: '7' }));
  return view;
}

describe('product links title the page they open', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('the top bar\'s "Identity Monitoring" opens a page titled "Identity Monitoring"', async () => {
    show('top');
    await userEvent.click(await screen.findByRole('link', { name: 'Identity Monitoring' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Identity Monitoring$/);
  });

  it('the mobile menu\'s "Identity Protection" opens the same page titled "Identity Protection"', async () => {
    show('mobile');
    await userEvent.click(await screen.findByRole('link', { name: 'Identity Protection' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Identity Protection$/);
  });
});
