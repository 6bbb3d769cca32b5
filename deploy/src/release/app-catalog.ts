import { remoteNames, type RemoteName } from '@beacon/platform';

import { DeployError } from '../deploy-error';

export type AppName = 'host' | RemoteName;

export interface AppInfo {
  name: AppName;
  packageName: string;
  dir: string;
  /** port of the app's `webpack serve` in `pnpm dev` */
  devPort: number;
}

export function appCatalog(repoRoot: string): AppInfo[] {
  return [
    { name: 'host', packageName: '@beacon/host', dir: `${repoRoot}/host`, devPort: 3010 },
    ...remoteNames.map((remote, index) => ({
      name: remote,
      packageName: `@beacon/remote-${remote}`,
      dir: `${repoRoot}/remotes/${remote}`,
      devPort: 3011 + index,
    })),
  ];
}

export function appByName(apps: AppInfo[], name: string): AppInfo {
  const app = apps.find((candidate) => candidate.name === name);
  if (!app) throw new DeployError(`Unknown app "${name}". Apps: ${apps.map((candidate) => candidate.name).join(', ')}`);
  return app;
}
