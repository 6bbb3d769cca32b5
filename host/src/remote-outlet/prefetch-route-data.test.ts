import { QueryClient } from '@tanstack/react-query';

import { forgetFailedRemoteLoads } from '../federation/load-remote-module';
import { prefetchRouteData } from './prefetch-route-data';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** jsdom has no MessageChannel, the browser's way to the next task: this one delivers its message in a later task. */
class NextTaskChannel {
  readonly port1 = { onmessage: null as ((event: unknown) => void) | null, close: () => undefined };
  readonly port2 = {
    postMessage: (message: unknown) => setTimeout(() => this.port1.onmessage?.({ data: message }), 0),
  };
}

describe('prefetchRouteData', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    forgetFailedRemoteLoads();
  });

  it("starts the opened route's data with its remote's routes module, before anything renders", async () => {
    const recordReport = jest.fn();
    loadRemote.mockResolvedValue({ routes: [], prefetch: { recordReport } });
    const queryClient = new QueryClient();

    await prefetchRouteData(queryClient, { pathname: '/dashboard/reports/7', search: '?section=jobs' });

    expect(loadRemote).toHaveBeenCalledWith('reports/routes');
    expect(recordReport).toHaveBeenCalledWith({ recordId: '7' }, queryClient, '?section=jobs');
  });

  it('starts the data in the task after the one that ran the routes module, not in the same long task', async () => {
    globalThis.MessageChannel = NextTaskChannel as unknown as typeof MessageChannel;
    try {
      const personSearch = jest.fn();
      loadRemote.mockResolvedValue({ routes: [], prefetch: { personSearch } });

      const prefetched = prefetchRouteData(new QueryClient(), { pathname: '/dashboard/search/person', search: '' });
      // every microtask of this task: the routes module is in, its prefetch has not run
      for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
      expect(loadRemote).toHaveBeenCalledWith('search/routes');
      expect(personSearch).not.toHaveBeenCalled();

      await prefetched;
      expect(personSearch).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(globalThis, 'MessageChannel');
    }
  });

  it("starts the search panel with the dashboard, whose first screen shows it, and its failure is the page's", async () => {
    loadRemote.mockRejectedValue(new Error('remote down'));

    await expect(
      prefetchRouteData(new QueryClient(), { pathname: '/dashboard/', search: '' }),
    ).resolves.toBeUndefined();

    expect(loadRemote).toHaveBeenCalledWith('search/SearchPanel');
  });

  it('loads nothing for a page no remote owns', async () => {
    prefetchRouteData(new QueryClient(), { pathname: '/login', search: '' });
    prefetchRouteData(new QueryClient(), { pathname: '/dashboard/support/faqs', search: '' });
    await settle();

    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("leaves a routes module that fails to load to the outlet, and a remote's release without prefetches alone", async () => {
    loadRemote.mockRejectedValueOnce(new Error('manifest 404'));
    await expect(prefetchRouteData(new QueryClient(), { pathname: '/dashboard/dark-web', search: '' })).resolves.toBe(
      undefined,
    );
    expect(loadRemote).toHaveBeenCalledWith('monitoring/routes');

    forgetFailedRemoteLoads();
    loadRemote.mockResolvedValueOnce({ routes: [] });
    await expect(
      prefetchRouteData(new QueryClient(), { pathname: '/dashboard/account/subscriptions', search: '' }),
    ).resolves.toBeUndefined();
    expect(loadRemote).toHaveBeenCalledWith('account/routes');
  });
});
