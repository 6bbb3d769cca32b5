import { settings } from '../repo-paths';
import { createEdge } from './create-edge';
import { edgeSettings } from './edge-settings';

const port = Number(process.env['EDGE_PORT'] ?? 8080);
const edge = await createEdge({
  releasesDir: settings.releasesDir,
  environmentsDir: settings.environmentsDir,
  environment: settings.environment,
  apiOrigin: process.env['API_ORIGIN'] ?? 'http://127.0.0.1:4000',
  logger: true,
  ...edgeSettings(),
});
await edge.listen({ port, host: process.env['EDGE_HOST'] ?? '127.0.0.1' });
