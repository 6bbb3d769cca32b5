import path from 'node:path';
import { parseArgs } from 'node:util';

import { currentActor } from '../audit/audit-entry';
import { createReleaseStore, releaseSigningKey } from '../deploy-settings';
import { appByName } from '../release/app-catalog';
import { collectBuildFacts } from '../release/build-facts';
import { publishRelease } from '../release/publish-release';
import { contentVersion, packageVersion } from '../release/release-app';
import { apps, repoRoot, settings } from '../repo-paths';
import { ReleaseExistsError } from '../deploy-error';
import { assertReleaseVersion } from '../storage/release-store';
import { runCli, usage } from './run-cli';
import { runCommand } from './run-command';

// `pnpm release <app> [--version X] [--env NAME] [--dist DIR]`: build one app alone and publish it, immutable.
const USAGE = 'pnpm release <host|search|reports|guardian|account|monitoring> [--version X] [--env NAME] [--dist DIR]';

await runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { version: { type: 'string' }, env: { type: 'string' }, dist: { type: 'string' } },
  });
  const [name] = positionals;
  if (!name || positionals.length > 1) usage(USAGE);
  const app = appByName(apps, name);
  const store = createReleaseStore(settings);
  const environment = values.env ?? settings.environment;
  // Read before the build: a missing key in production fails at once, not after minutes of building.
  const signer = releaseSigningKey(repoRoot);
  const startedOn = new Date();

  // An explicit version that exists is refused before spending minutes on a build.
  if (values.version) {
    assertReleaseVersion(values.version);
    if (await store.hasRelease(app.name, values.version)) throw new ReleaseExistsError(app.name, values.version);
  }

  // --dist publishes a build made elsewhere (a CI artifact); otherwise the app is built alone, told its version.
  let distDir = path.join(app.dir, 'dist');
  // What the provenance states as the build command; a prebuilt one is described by BEACON_BUILD_COMMAND (CI).
  let command = process.env['BEACON_BUILD_COMMAND']?.trim() || 'prebuilt (pnpm release --dist)';
  if (values.dist) distDir = path.resolve(process.env['INIT_CWD'] ?? process.cwd(), values.dist);
  else {
    const buildVersion = values.version ?? (await packageVersion(app));
    console.log(`Building ${app.packageName} as ${buildVersion} …`);
    command = `BEACON_APP_VERSION=${buildVersion} pnpm --filter ${app.packageName} build`;
    await runCommand('pnpm', ['--filter', app.packageName, 'build'], { BEACON_APP_VERSION: buildVersion });
  }
  const version = values.version ?? (await contentVersion(app, distDir));
  const facts = await collectBuildFacts({ repoRoot, distDir, command, startedOn, finishedOn: new Date() });

  const result = await publishRelease({
    store,
    app: app.name,
    version,
    distDir,
    environment,
    actor: currentActor(),
    provenance: { signer, facts },
  });
  for (const warning of result.warnings) console.warn(`warning: ${warning}`);
  console.log(`Published ${app.name} ${version} to ${store.description}, signed by release key ${signer.keyid}`);
  if (app.name !== 'host') {
    console.log(`Next: pnpm rollout ${app.name} ${version} --percent 10${values.env ? ` --env ${values.env}` : ''}`);
  }
});
