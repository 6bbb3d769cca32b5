import type { ExposedModules, ExposedName, RemoteName } from '@beacon/platform';

type ImportsOf<R extends RemoteName> = { [E in ExposedName<R>]: () => Promise<ExposedModules[R][E]> };

// What federation's `loadRemote('<remote>/<exposed>')` loads, imported directly: each remote's expose file (the
// `exposes` of its webpack.config.mjs), each its own chunk as it is behind a remoteEntry. Typed by the contract, so a
// remote or exposed module missing here, or one the contract does not know, fails typecheck.
const exposeImports: { [R in RemoteName]: ImportsOf<R> } = {
  search: {
    routes: () => import('../../remotes/search/src/expose/routes'),
    SearchPanel: () => import('../../remotes/search/src/expose/search-panel'),
    SearchYourself: () => import('../../remotes/search/src/expose/search-yourself'),
  },
  reports: { routes: () => import('../../remotes/reports/src/expose/routes') },
  guardian: { routes: () => import('../../remotes/guardian/src/expose/routes') },
  account: { routes: () => import('../../remotes/account/src/expose/routes') },
  monitoring: { routes: () => import('../../remotes/monitoring/src/expose/routes') },
};

/** The module `<remote>/<exposed>`, as federation's loadRemote would give it. */
export function importExposed<R extends RemoteName, E extends ExposedName<R>>(
  remote: R,
  exposed: E,
): Promise<ExposedModules[R][E]> {
  const imports: ImportsOf<R> = exposeImports[remote];
  return imports[exposed]();
}
