import type { ExposedModules, ExposedName, FederatedId, RemoteName } from './remote-contract';

// Type tests (tsc checks this file with the package): a module a remote does not expose cannot be loaded.

function loader<R extends RemoteName, E extends ExposedName<R>>(remote: R, exposed: E): FederatedId<R, E> {
  return `${remote}/${exposed}`;
}

describe('ExposedModules, keyed by remote', () => {
  it('names the modules each remote exposes, and only those', () => {
    expect(loader('search', 'SearchPanel')).toBe('search/SearchPanel');
    expect(loader('search', 'SearchYourself')).toBe('search/SearchYourself');
    expect(loader('reports', 'routes')).toBe('reports/routes');
    // @ts-expect-error the reports remote exposes no SearchPanel
    expect(loader('reports', 'SearchPanel')).toBe('reports/SearchPanel');
    // @ts-expect-error the account remote exposes no search modal
    const wrong: FederatedId<'account'> = 'account/SearchYourself';
    expect(wrong).toBe('account/SearchYourself');
  });

  it('gives each exposed module its own type', () => {
    type SearchPanel = ExposedModules['search']['SearchPanel'];
    const panel: keyof SearchPanel = 'SearchPanel';
    expect(panel).toBe('SearchPanel');
    // @ts-expect-error a routes module has no SearchPanel
    const routesKey: keyof ExposedModules['monitoring']['routes'] = 'SearchPanel';
    expect(routesKey).toBe('SearchPanel');
  });
});
