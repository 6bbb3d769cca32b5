import { forgetFailedRemoteLoads, loadRemoteModule } from './load-remote-module';
import { RemoteLoadError } from './remote-load-error';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));

describe('loadRemoteModule', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    forgetFailedRemoteLoads();
  });

  it('loads an exposed module once and shares the promise', async () => {
    loadRemote.mockResolvedValue({ routes: [] });
    const first = loadRemoteModule('reports', 'routes');
    expect(loadRemoteModule('reports', 'routes')).toBe(first);
    await expect(first).resolves.toEqual({ routes: [] });
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure until navigation forgets it, so React is not sent into a retry loop', async () => {
    loadRemote.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValue({ routes: ['ok'] });
    const failed = loadRemoteModule('account', 'routes');
    await expect(failed).rejects.toBeInstanceOf(RemoteLoadError);
    expect(loadRemoteModule('account', 'routes')).toBe(failed);

    forgetFailedRemoteLoads();
    await expect(loadRemoteModule('account', 'routes')).resolves.toEqual({ routes: ['ok'] });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('treats an empty module as a load failure', async () => {
    loadRemote.mockResolvedValue(undefined);
    await expect(loadRemoteModule('guardian', 'routes')).rejects.toMatchObject({
      name: 'RemoteLoadError',
      fromRequest: true,
    });
  });
});
