import { createRoot } from 'react-dom/client';

import { DevHarness } from '@beacon/ui/dev-harness';

import { routes } from '../expose/routes';

const container = document.getElementById('root');
if (container) createRoot(container).render(<DevHarness remote="monitoring" routes={routes} />);
