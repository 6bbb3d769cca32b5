import type { KeyObject } from 'node:crypto';
import path from 'node:path';

import { LocalReleaseStore } from './storage/local-release-store';
import { DeployError } from './deploy-error';
import { loadPersistedReleaseKey, LOCAL_RELEASE_KEY_FILE } from './provenance/persisted-release-key';
import { parsePrivateKey, parsePublicKey, releaseSigner, type ReleaseSigner } from './provenance/release-key';
import { type ReleaseStore } from './storage/release-store';
import { createS3Client, S3ReleaseStore } from './storage/s3-release-store';

export interface DeploySettings {
  releasesDir: string;
  environmentsDir: string;
  auditLog: string;
  /** The environment the CLI changes and the edge serves when none is named. */
  environment: string;
  store: 'local' | 's3';
}

/**
 * Where releases, manifests and the audit log live, from the environment (README "Releasing a remote"). Relative
 * paths are resolved from where the command was typed (pnpm runs scripts inside the package, INIT_CWD keeps it).
 */
export function deploySettings(repoRoot: string, env: NodeJS.ProcessEnv = process.env): DeploySettings {
  const cwd = env['INIT_CWD'] ?? process.cwd();
  const dir = (name: string, fallback: string) => {
    const value = env[name];
    return value ? path.resolve(cwd, value) : path.join(repoRoot, fallback);
  };
  const store = env['BEACON_RELEASE_STORE'] ?? 'local';
  if (store !== 'local' && store !== 's3') throw new DeployError('BEACON_RELEASE_STORE must be "local" or "s3"');
  return {
    releasesDir: dir('BEACON_RELEASES_DIR', 'deploy/releases'),
    environmentsDir: dir('BEACON_ENVIRONMENTS_DIR', 'deploy/environments'),
    auditLog: dir('BEACON_AUDIT_LOG', 'deploy/audit.log'),
    environment: env['BEACON_ENVIRONMENT'] || 'local',
    store,
  };
}

/** The local folders, or an S3-compatible bucket when BEACON_RELEASE_STORE=s3. */
export function createReleaseStore(settings: DeploySettings, env: NodeJS.ProcessEnv = process.env): ReleaseStore {
  if (settings.store === 'local') return new LocalReleaseStore(settings);
  const bucket = env['BEACON_S3_BUCKET'];
  if (!bucket) throw new DeployError('BEACON_RELEASE_STORE=s3 needs BEACON_S3_BUCKET');
  const prefix = env['BEACON_S3_PREFIX'] ?? '';
  const client = createS3Client({
    ...(env['BEACON_S3_ENDPOINT'] ? { endpoint: env['BEACON_S3_ENDPOINT'] } : {}),
    ...(env['BEACON_S3_REGION'] ? { region: env['BEACON_S3_REGION'] } : {}),
    // Without them the SDK's default chain applies (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, roles).
    ...(env['AWS_ACCESS_KEY_ID'] ? { accessKeyId: env['AWS_ACCESS_KEY_ID'] } : {}),
    ...(env['AWS_SECRET_ACCESS_KEY'] ? { secretAccessKey: env['AWS_SECRET_ACCESS_KEY'] } : {}),
  });
  return new S3ReleaseStore({ bucket, prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix, client });
}

// The release key is kept like the API's JWT secret (server/src/config/persisted-secrets.ts): given in the
// environment in production, generated once into the data folder (DATA_DIR, default .data/) anywhere else.

function isProduction(env: NodeJS.ProcessEnv): boolean {
  return env['NODE_ENV']?.trim().toLowerCase() === 'production';
}

function localReleaseKey(repoRoot: string, env: NodeJS.ProcessEnv): string {
  return loadPersistedReleaseKey(path.resolve(repoRoot, env['DATA_DIR'] || '.data'));
}

/** The key `pnpm release` signs provenance with: RELEASE_SIGNING_KEY, or (not in production) the local one. */
export function releaseSigningKey(repoRoot: string, env: NodeJS.ProcessEnv = process.env): ReleaseSigner {
  const given = env['RELEASE_SIGNING_KEY'];
  if (given) return releaseSigner(parsePrivateKey(given, 'RELEASE_SIGNING_KEY'));
  if (isProduction(env)) {
    throw new DeployError('NODE_ENV=production: RELEASE_SIGNING_KEY must be set (a release key is never generated)');
  }
  return releaseSigner(parsePrivateKey(localReleaseKey(repoRoot, env), LOCAL_RELEASE_KEY_FILE));
}

/**
 * The key `pnpm rollout | promote` verify provenance with: RELEASE_VERIFY_KEY, else the public half of
 * RELEASE_SIGNING_KEY, else (not in production) of the local key.
 */
export function releaseVerifyKey(repoRoot: string, env: NodeJS.ProcessEnv = process.env): KeyObject {
  const given = env['RELEASE_VERIFY_KEY'];
  if (given) return parsePublicKey(given, 'RELEASE_VERIFY_KEY');
  if (env['RELEASE_SIGNING_KEY'] || !isProduction(env)) return releaseSigningKey(repoRoot, env).publicKey;
  throw new DeployError('NODE_ENV=production: RELEASE_VERIFY_KEY (or RELEASE_SIGNING_KEY) must be set');
}
