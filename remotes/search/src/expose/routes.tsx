import type { RouteObject } from 'react-router-dom';

import type { RemoteRoutesModule } from '@beacon/platform';
import { lazyScreen } from '@beacon/ui';

// Paths are relative to /dashboard, where the host mounts every remote. Each screen is its own chunk.
const PersonSearchResultsScreen = lazyScreen(() => import('../features/person-results/person-results-screen'));

export const routes: RouteObject[] = [{ path: 'search/person', element: <PersonSearchResultsScreen /> }];

export default { routes } satisfies RemoteRoutesModule;
