import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { screen, within } from '@testing-library/react';

import { isKnownPagePath } from '@beacon/platform';
import { recordingFetch } from '@beacon/test-support/fetch-routes';
import { renderWithProviders } from '@beacon/test-support/render-screen';

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

/** The full path of every route with a path of its own (splats and index routes aside). */
function routePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const own = route.path !== undefined && !route.path.includes('*') ? [path] : [];
    return [...own, ...routePaths(route.children ?? [], path)];
  });
}

describe("the host's routes", () => {
  it('are pages the edge knows (known-page-paths of @beacon/platform), except the Not Found page itself', () => {
    const paths = routePaths(appRoutes);
    expect(paths).toContain('/dashboard/support/faqs');
    expect(paths.filter((path) => !isKnownPagePath(path))).toEqual(['/dashboard/not-found']);
  });
});
