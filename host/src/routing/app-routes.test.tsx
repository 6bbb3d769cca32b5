import { useLocation, useRoutes } from 'react-router-dom';
import { screen, within } from '@testing-library/react';

import { recordingFetch, renderWithProviders } from '../test-support/render-with-providers';
import { appRoutes } from './app-routes';

function App() {
  const { pathname, state } = useLocation();
  const from = (state as { from?: string } | null)?.from;
  return (
    <>
      <p data-testid="where">{`${pathname}${from ? ` from ${from}` : ''}`}</p>
      {useRoutes(appRoutes)}
    </>
  );
}

describe('app routes without a session', () => {
  beforeEach(() => {
    localStorage.clear();
    recordingFetch({});
  });

  it.each([
    '/terms',
    '/dashboardx',
    '/foo/bar',
    '/dashboard/nowhere',
    '/dashboard/reports/rec-42',
    '/dashboard/not-found',
  ])('show Not Found at %s, in the public frame, without sending the visitor to sign in', async (path) => {
    renderWithProviders(<App />, { path });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByTestId('where')).toHaveTextContent(path);
  });

  it('still send a known /dashboard page to sign in, remembering it', async () => {
    renderWithProviders(<App />, { path: '/dashboard/reports/42' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/login from /dashboard/reports/42');
  });
});
