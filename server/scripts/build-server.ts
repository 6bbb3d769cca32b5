import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

import { contractHash } from '@beacon/validation/contract-hash';

// The production build: src/main.ts compiled to one ES module, dist/main.js, run by plain `node` (no TypeScript
// loader in production). The server's own npm dependencies stay imports, resolved from server/node_modules at run
// time (native modules such as better-sqlite3, and packages that read files next to themselves, such as pdfkit's
// fonts, cannot be bundled). Workspace packages are bundled: @beacon/validation is published as TypeScript source
// (its package.json points at src/index.ts), which node cannot load, so its code and its own dependencies (yup) go
// into the bundle.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface PackageJson {
  dependencies?: Record<string, string>;
}

/** Every runtime npm dependency of the server, with its subpaths; workspace packages are left to the bundler (and
 * so would be a dev dependency imported by mistake, which a production install leaves out). */
function externalPackages(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as PackageJson;
  return Object.entries(pkg.dependencies ?? {})
    .filter(([, range]) => !range.startsWith('workspace:'))
    .flatMap(([name]) => [name, `${name}/*`]);
}

const outfile = path.join(serverDir, 'dist', 'main.js');
await build({
  entryPoints: [path.join(serverDir, 'src', 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // The API contract is fixed at build (src/api-contract.ts): the bundle speaks the schemas it was built from, whatever
  // the sources next to it say later. Its hashing module reads files, so it stays a run-time import (never called).
  define: { BEACON_API_CONTRACT: JSON.stringify(contractHash()) },
  external: [...externalPackages(), '@beacon/validation/contract-hash'],
  tsconfig: path.join(serverDir, 'tsconfig.json'),
  logLevel: 'warning',
});
process.stdout.write(`built ${path.relative(process.cwd(), outfile)}\n`);
