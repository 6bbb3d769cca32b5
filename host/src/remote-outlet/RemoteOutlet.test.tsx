import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import type { FederationManifest } from '@beacon/platform';
import { RouteErrorBoundary } from '@beacon/ui';
import type { ReleaseHealthBatch } from '@beacon/validation';

import { startReleaseHealth } from '../features/release-health/release-health';
import { forgetFailedRemoteLoads } from '../federation/load-remote-module';
import { RemoteOutlet } from './RemoteOutlet';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));

function Throws(): never {
  throw new TypeError('remote code failed');
}

// A suspending render has to be awaited inside act (React 19), or the resolved remote is never shown.
async function renderAt(path: string, queryClient = new QueryClient()) {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <RouteErrorBoundary resetKey={path}>
            <Suspense fallback={<p>loading</p>}>
              <Routes>
                <Route path="/dashboard/*" element={<RemoteOutlet />} />
              </Routes>
            </Suspense>
          </RouteErrorBoundary>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('RemoteOutlet', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    forgetFailedRemoteLoads();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the route of the remote that owns the path (a release from before prefetch was required too)', async () => {
    loadRemote.mockResolvedValue({ routes: [{ path: 'family-tree', element: <h1>Family Tree</h1> }] });
    await renderAt('/dashboard/family-tree');
    expect(await screen.findByRole('heading', { name: 'Family Tree' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('monitoring/routes');
  });

  it('shows the Not Found page for a path that is no page, without loading the remote its prefix names', async () => {
    for (const path of ['/dashboard/nowhere', '/dashboard/reports/rec-42', '/dashboard/family-tree/extra']) {
      await renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
      cleanup();
    }
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("starts the route's own queries with the route's parameters as soon as the routes module is in", async () => {
    const prefetch = jest.fn();
    loadRemote.mockResolvedValue({
      routes: [{ path: 'reports/:recordId', element: <h1>Report</h1> }],
      prefetch: { recordReport: prefetch },
    });
    const queryClient = new QueryClient();
    await renderAt('/dashboard/reports/41', queryClient);
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledWith({ recordId: '41' }, queryClient, '');
  });

  it('gives the prefetch the query string, which a search screen reads its query from', async () => {
    const prefetch = jest.fn();
    loadRemote.mockResolvedValue({
      routes: [{ path: 'search/person', element: <h1>Person Search Results</h1> }],
      prefetch: { personSearch: prefetch },
    });
    const queryClient = new QueryClient();
    await renderAt('/dashboard/search/person/?first=Peter&last=Lindqvist', queryClient);
    expect(await screen.findByRole('heading', { name: 'Person Search Results' })).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledWith({}, queryClient, '?first=Peter&last=Lindqvist');
  });

  it('shows the error screen with the reload line when the remote cannot be loaded', async () => {
    loadRemote.mockRejectedValue(new Error('[ Federation Runtime ]: manifest 404'));
    await renderAt('/dashboard/account/my-orders');
    expect(await screen.findByText('Oops! Something went wrong. :-(')).toBeInTheDocument();
    expect(screen.getByText('Click here to reload the page and try again.')).toBeInTheDocument();
  });

  it('shows the error screen with the go-back line when the remote code throws', async () => {
    loadRemote.mockResolvedValue({ routes: [{ path: 'purchase', element: <Throws /> }] });
    await renderAt('/dashboard/purchase');
    expect(await screen.findByText('Oops! Something went wrong. :-(')).toBeInTheDocument();
    expect(screen.getByText('< Go back to previous page')).toBeInTheDocument();
  });

  it("renders an e-mail record's report link, whose base64 id keeps its padding percent-encoded", async () => {
    loadRemote.mockResolvedValue({ routes: [{ path: 'reports/:recordId', element: <h1>Report</h1> }], prefetch: {} });
    // (an earlier test's reports routes module may be cached: either one has this route)
    await renderAt(`/dashboard/reports/${encodeURIComponent(btoa('12'))}`);
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument();
  });

  it("counts a screen shown as a view of the remote's release, and a remote that did not load as a load failure", async () => {
    const manifest: FederationManifest = {
      remotes: {
        search: { stable: '1.0.0' },
        reports: { stable: '2.0.0' },
        guardian: { stable: '3.0.0' },
        account: { stable: '4.0.0' },
        monitoring: { stable: '5.0.0' },
      },
    };
    const sent: ReleaseHealthBatch[] = [];
    const stop = startReleaseHealth({
      manifest,
      deviceId: 'device-1',
      pins: new Map(),
      send: (batch) => sent.push(batch),
      vitals: { onLCP: () => undefined, onINP: () => undefined },
      firstScreen: { reached: () => true, subscribe: () => () => undefined },
      loadReporting: () => import('../features/release-health/health-reporting'),
    });
    try {
      loadRemote.mockImplementation((id: string) =>
        id === 'guardian/routes'
          ? Promise.reject(new Error('[ Federation Runtime ]: manifest 404'))
          : Promise.resolve({ routes: [{ path: 'family-tree', element: <h1>Family Tree</h1> }], prefetch: {} }),
      );
      await renderAt('/dashboard/family-tree');
      expect(await screen.findByRole('heading', { name: 'Family Tree' })).toBeInTheDocument();
      cleanup();
      // (routes modules stay cached between tests: guardian's is loaded by no other test)
      await renderAt('/dashboard/personal-data-protection');
      expect(await screen.findByText('Oops! Something went wrong. :-(')).toBeInTheDocument();
      window.dispatchEvent(new Event('pagehide'));
      await waitFor(() => expect(sent).not.toHaveLength(0));
      expect(sent.flatMap((batch) => batch.groups)).toEqual([
        expect.objectContaining({ remote: 'monitoring', version: '5.0.0', cohort: 'stable', views: 1 }),
        expect.objectContaining({ remote: 'guardian', version: '3.0.0', loadFailures: 1, views: 0 }),
      ]);
    } finally {
      stop();
    }
  });
});
