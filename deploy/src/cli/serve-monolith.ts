import { existsSync } from 'node:fs';
import path from 'node:path';

import { DeployError } from '../deploy-error';
import { createEdge } from '../edge/create-edge';
import { edgeSettings } from '../edge/edge-settings';
import { environmentExists, environmentFile } from '../environment/environment-manifest';
import { precompressAssets } from '../release/precompress';
import { repoRoot, settings } from '../repo-paths';
import { runCli } from './run-cli';

// `pnpm --filter @beacon/deploy run serve-monolith`: the monolith build (`pnpm build:monolith`) on the same edge as
// the federated app (headers, compression, /federation.json, API proxy), to compare the two; `pnpm bench:load` starts
// it itself. EDGE_PORT (default 8090, beside `pnpm start`'s 8080); the provider API at API_ORIGIN, else on PORT
// (default 4000). /federation.json is the environment of the deploy settings, as for `pnpm start`: the monolith
// registers no remote, but it applies the manifest's settings like the federated host does. No request log, like
// `pnpm start`'s edge, so neither side pays for one. BEACON_MONOLITH_DIR serves another build folder (an artifact).
const monolithDist = process.env['BEACON_MONOLITH_DIR']
  ? path.resolve(process.env['INIT_CWD'] ?? process.cwd(), process.env['BEACON_MONOLITH_DIR'])
  : path.join(repoRoot, 'monolith', 'dist');

await runCli(async () => {
  if (!existsSync(path.join(monolithDist, 'index.html'))) {
    throw new DeployError(`${monolithDist} holds no build (no index.html): run \`pnpm build:monolith\` first`);
  }
  const { environment, environmentsDir, releasesDir } = settings;
  if (!environmentExists(environment, environmentsDir)) {
    throw new DeployError(
      `${environmentFile(environment, environmentsDir)} does not exist, and /federation.json is served from it: ` +
        'run `pnpm start` once, or point BEACON_ENVIRONMENTS_DIR and BEACON_ENVIRONMENT at an environment',
    );
  }
  // Compressed as a release is (brotli 11 and gzip 9 copies), so a comparison with the federated app is fair.
  await precompressAssets(monolithDist);
  const port = Number(process.env['EDGE_PORT'] ?? 8090);
  const apiOrigin = process.env['API_ORIGIN'] ?? `http://127.0.0.1:${process.env['PORT'] ?? 4000}`;
  const edge = await createEdge({
    releasesDir,
    environmentsDir,
    environment,
    apiOrigin,
    ...edgeSettings(),
    hostDir: monolithDist,
  });
  await edge.listen({ port, host: process.env['EDGE_HOST'] ?? '127.0.0.1' });
  console.log(`The monolith build is served at http://localhost:${port} (provider API: ${apiOrigin})`);
});
