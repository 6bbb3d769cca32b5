import concurrently from 'concurrently';

import { apps } from '../repo-paths';

// `pnpm dev`: every app's webpack dev server on its own port with watch rebuilds, the provider API in watch
// mode, and the edge in dev mode in front of them all on http://localhost:8080.
const { result } = concurrently(
  [
    ...apps.map((app) => ({ name: app.name, command: `pnpm --filter ${app.packageName} dev` })),
    { name: 'server', command: 'pnpm --filter @beacon/server dev' },
    { name: 'edge', command: 'pnpm --filter @beacon/deploy exec tsx src/cli/dev-edge.ts' },
  ],
  { prefix: 'name', killOthersOn: ['failure'], restartTries: 0 },
);

await result.catch(() => process.exit(1));
