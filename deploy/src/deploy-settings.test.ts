import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createReleaseStore, deploySettings, releaseSigningKey, releaseVerifyKey } from './deploy-settings';
import { keyIdOf } from './provenance/release-key';
import { LocalReleaseStore } from './storage/local-release-store';
import { S3ReleaseStore } from './storage/s3-release-store';

describe('deploySettings', () => {
  it('defaults to the repo folders and the local environment', () => {
    expect(deploySettings('/repo', {})).toEqual({
      releasesDir: '/repo/deploy/releases',
      environmentsDir: '/repo/deploy/environments',
      auditLog: '/repo/deploy/audit.log',
      environment: 'local',
      store: 'local',
    });
  });

  it('resolves configured folders from where the command was typed', () => {
    const settings = deploySettings('/repo', {
      INIT_CWD: '/home/dana',
      BEACON_RELEASES_DIR: 'stage/releases',
      BEACON_ENVIRONMENTS_DIR: '/srv/environments',
      BEACON_AUDIT_LOG: 'audit/deploy.log',
      BEACON_ENVIRONMENT: 'staging',
    });
    expect(settings).toMatchObject({
      releasesDir: '/home/dana/stage/releases',
      environmentsDir: '/srv/environments',
      auditLog: '/home/dana/audit/deploy.log',
      environment: 'staging',
    });
  });

  it('creates the store the environment names', () => {
    expect(createReleaseStore(deploySettings('/repo', {}), {})).toBeInstanceOf(LocalReleaseStore);
    const s3Env = { BEACON_RELEASE_STORE: 's3', BEACON_S3_BUCKET: 'releases', BEACON_S3_PREFIX: 'beacon' };
    const s3 = createReleaseStore(deploySettings('/repo', s3Env), s3Env);
    expect(s3).toBeInstanceOf(S3ReleaseStore);
    expect(s3.description).toBe('s3://releases/beacon/');
    expect(() => createReleaseStore(deploySettings('/repo', { BEACON_RELEASE_STORE: 's3' }), {})).toThrow(
      'BEACON_RELEASE_STORE=s3 needs BEACON_S3_BUCKET',
    );
    expect(() => deploySettings('/repo', { BEACON_RELEASE_STORE: 'ftp' })).toThrow('must be "local" or "s3"');
  });
});

describe('release keys', () => {
  let repoRoot: string;
  beforeEach(() => {
    repoRoot = mkdtempSync(path.join(tmpdir(), 'beacon-release-key-'));
  });
  afterEach(() => rmSync(repoRoot, { recursive: true, force: true }));

  it('outside production, generates the key once into the data folder and verifies with its public half', () => {
    const signer = releaseSigningKey(repoRoot, {});
    const file = path.join(repoRoot, '.data', 'release-signing-key.pem');
    expect(readFileSync(file, 'utf8')).toContain('-----BEGIN PRIVATE KEY-----');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(releaseSigningKey(repoRoot, {}).keyid).toBe(signer.keyid);
    expect(keyIdOf(releaseVerifyKey(repoRoot, {}))).toBe(signer.keyid);
    // DATA_DIR moves it, as it moves the API's secrets.json
    releaseSigningKey(repoRoot, { DATA_DIR: 'elsewhere' });
    expect(existsSync(path.join(repoRoot, 'elsewhere', 'release-signing-key.pem'))).toBe(true);
  });

  it('takes the keys from the environment, and requires them in production', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const signing = String(privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const verify = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const production = { NODE_ENV: 'production' };
    expect(releaseSigningKey(repoRoot, { ...production, RELEASE_SIGNING_KEY: signing }).keyid).toBe(keyIdOf(publicKey));
    expect(keyIdOf(releaseVerifyKey(repoRoot, { ...production, RELEASE_VERIFY_KEY: verify }))).toBe(keyIdOf(publicKey));
    expect(keyIdOf(releaseVerifyKey(repoRoot, { ...production, RELEASE_SIGNING_KEY: signing }))).toBe(
      keyIdOf(publicKey),
    );
    expect(() => releaseSigningKey(repoRoot, production)).toThrow(
      'NODE_ENV=production: RELEASE_SIGNING_KEY must be set',
    );
    expect(() => releaseVerifyKey(repoRoot, production)).toThrow('NODE_ENV=production: RELEASE_VERIFY_KEY');
    expect(existsSync(path.join(repoRoot, '.data'))).toBe(false);
  });
});
