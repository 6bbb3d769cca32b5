import { createReleaseStore, deploySettings } from './deploy-settings';
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
