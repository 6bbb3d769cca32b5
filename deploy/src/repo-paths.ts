import path from 'node:path';

import { appCatalog } from './release/app-catalog';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const releasesDir = process.env['BEACON_RELEASES_DIR'] ?? path.join(repoRoot, 'deploy/releases');
export const environmentsDir = process.env['BEACON_ENVIRONMENTS_DIR'] ?? path.join(repoRoot, 'deploy/environments');

export const apps = appCatalog(repoRoot);
