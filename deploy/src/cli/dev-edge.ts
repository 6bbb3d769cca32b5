import { remoteNames, type RemoteName, type RemoteRollout } from '@beacon/platform';

import { createEdge } from '../edge/create-edge';
import { edgeSettings } from '../edge/edge-settings';
import { writeEnvironment } from '../environment/environment-manifest';
import { apps, environmentsDir, releasesDir } from '../repo-paths';

// The dev edge: every remote's version is "dev", which the edge proxies to that remote's dev server.
const remotes = Object.fromEntries(remoteNames.map((remote) => [remote, { stable: 'dev' }])) as Record<
  RemoteName,
  RemoteRollout
>;
await writeEnvironment('dev', { host: 'dev', remotes }, environmentsDir);

const origin = (port: number) => `http://127.0.0.1:${port}`;
const edge = await createEdge({
  releasesDir,
  environmentsDir,
  environment: 'dev',
  apiOrigin: process.env['API_ORIGIN'] ?? 'http://127.0.0.1:4000',
  mapStyleUrl: edgeSettings().mapStyleUrl,
  devServers: {
    host: origin(apps.find((app) => app.name === 'host')?.devPort ?? 3010),
    remotes: Object.fromEntries(
      apps.filter((app) => app.name !== 'host').map((app) => [app.name, origin(app.devPort)]),
    ),
  },
});
const port = Number(process.env['EDGE_PORT'] ?? 8080);
await edge.listen({ port, host: '127.0.0.1' });
console.log(`Beacon (dev) is running at http://localhost:${port}`);
