import path from 'node:path';

import { deploySettings } from './deploy-settings';
import { appCatalog } from './release/app-catalog';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const settings = deploySettings(repoRoot);
export const { releasesDir, environmentsDir } = settings;

export const apps = appCatalog(repoRoot);
