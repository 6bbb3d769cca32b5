import { appByName } from '../release/app-catalog';
import { apps, releasesDir } from '../repo-paths';
import { releaseApp } from '../release/release-app';
import { runCommand } from './run-command';

// `pnpm release <app>`: build one app alone and copy it to deploy/releases/<app>/<version>/.
const name = process.argv[2];
if (!name) {
  console.error('Usage: pnpm release <host|search|reports|guardian|account|monitoring>');
  process.exit(2);
}
const app = appByName(apps, name);
await runCommand('pnpm', ['--filter', app.packageName, 'build']);
const release = await releaseApp(app, releasesDir);
console.log(
  release.created
    ? `Released ${app.name}@${release.version} to ${release.dir}`
    : `${app.name}@${release.version} already exists (releases are immutable): nothing copied`,
);
