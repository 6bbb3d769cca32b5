import type { RemoteName, RemoteRollout } from '@beacon/platform';

import type { ReleaseStore } from '../storage/release-store';
import { DeployError } from '../deploy-error';
import type { EnvironmentManifest } from './environment-manifest';

/**
 * A new environment's manifest from an existing one: the same host and the same stable remotes, without canaries,
 * pulled versions or history (which describe the source's past, not the new environment's). Settings are copied as a
 * start; edit them in the new manifest when the environments differ.
 */
export function environmentFrom(source: EnvironmentManifest): EnvironmentManifest {
  const remotes = Object.fromEntries(
    Object.entries(source.remotes).map(([remote, rollout]) => [remote, { stable: rollout.stable, canary: null }]),
  ) as Record<RemoteName, RemoteRollout>;
  return { host: source.host, remotes, ...(source.settings ? { settings: source.settings } : {}) };
}

/** `pnpm environment <env> --from <source>`: creates `env` (refused when it exists) and appends one audit line. */
export async function createEnvironment(options: {
  store: ReleaseStore;
  environment: string;
  from: string;
  actor: string;
  now?: () => Date;
}): Promise<EnvironmentManifest> {
  const { store, environment, from, actor } = options;
  if (await store.readEnvironment(environment)) {
    throw new DeployError(`Environment "${environment}" exists in ${store.description}: change it with pnpm rollout`);
  }
  const source = await store.readEnvironment(from);
  if (!source) throw new DeployError(`No environment "${from}" in ${store.description}`);
  const manifest = environmentFrom(source);
  await store.writeEnvironment(environment, manifest);
  await store.appendAudit({
    time: (options.now ?? (() => new Date()))().toISOString(),
    actor,
    action: 'environment',
    env: environment,
    app: 'host',
    before: null,
    after: {
      host: manifest.host,
      remotes: Object.fromEntries(Object.entries(manifest.remotes).map(([remote, { stable }]) => [remote, stable])),
    },
    from,
  });
  return manifest;
}
