import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { releaseHealthResponseSchema } from '@beacon/validation';

import { guardTick } from '../guard/guard-controller';
import { LocalReleaseStore } from '../storage/local-release-store';
import {
  fakeBuild,
  HOST_SHARED,
  seededStore,
  testSigner,
  TEST_CONTRACT,
  withContract,
} from '../test-support/fake-releases';

const deployDir = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(deployDir, 'node_modules/.bin/tsx');

// The CLIs as an operator runs them (through tsx, as the pnpm scripts do), against a store in a temp folder.
describe('deploy CLI', () => {
  let root: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    ({ root } = await seededStore());
    env = {
      ...process.env,
      BEACON_RELEASES_DIR: path.join(root, 'releases'),
      BEACON_ENVIRONMENTS_DIR: path.join(root, 'environments'),
      BEACON_AUDIT_LOG: path.join(root, 'audit.log'),
      BEACON_ACTOR: 'cli-test',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      // No RELEASE_SIGNING_KEY: releases are signed with the local key, generated into the data folder.
      DATA_DIR: path.join(root, 'data'),
    };
    delete env['RELEASE_SIGNING_KEY'];
    delete env['RELEASE_VERIFY_KEY'];
    delete env['NODE_ENV'];
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const run = (command: string, ...args: string[]) => {
    const result = spawnSync(tsx, [`src/cli/${command}.ts`, ...args], { cwd: deployDir, env, encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  it('publishes a prebuilt release, refuses it twice and refuses a react conflict', () => {
    const ok = run('release', 'search', '--version', '1.1.0', '--dist', fakeBuild(root, 'search', HOST_SHARED));
    expect(ok.stderr).toBe('');
    expect(ok.stdout).toContain('Published search 1.1.0 to local folders');
    expect(ok.stdout).toMatch(/signed by release key [0-9a-f]{64}/);
    expect(ok.status).toBe(0);
    expect(readFileSync(path.join(root, 'data', 'release-signing-key.pem'), 'utf8')).toContain('PRIVATE KEY');

    const again = run('release', 'search', '--version', '1.1.0', '--dist', fakeBuild(root, 'search', HOST_SHARED));
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('search 1.1.0 is already published and releases are immutable');

    const conflicting = fakeBuild(root, 'search', { ...HOST_SHARED, react: '18.3.1' });
    const refused = run('release', 'search', '--version', '1.2.0', '--dist', conflicting);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('react: search needs ^18.3.1, the host provides 19.3.1');
  });

  it('serve-monolith refuses a folder without a build and a missing environment, saying what to do', () => {
    const serve = (extra: NodeJS.ProcessEnv) =>
      spawnSync(tsx, ['src/cli/serve-monolith.ts'], { cwd: deployDir, env: { ...env, ...extra }, encoding: 'utf8' });
    const unbuilt = serve({ BEACON_MONOLITH_DIR: path.join(root, 'no-monolith') });
    expect(unbuilt.status).toBe(1);
    expect(unbuilt.stderr).toContain('holds no build (no index.html): run `pnpm build:monolith` first');

    const built = path.join(root, 'monolith-dist');
    mkdirSync(built, { recursive: true });
    writeFileSync(path.join(built, 'index.html'), '<!doctype html><title>Monolith</title>');
    const noEnvironment = serve({ BEACON_MONOLITH_DIR: built, BEACON_ENVIRONMENT: 'nowhere' });
    expect(noEnvironment.status).toBe(1);
    expect(noEnvironment.stderr).toContain('nowhere.json does not exist, and /federation.json is served from it');
  });

  it('rolls out, lists, promotes and rolls back', () => {
    const rollout = run('rollout', 'search', '1.1.0', '--percent', '50');
    expect(rollout.status).toBe(0);
    expect(rollout.stdout).toContain('after:  stable 1.0.0 (50%), canary 1.1.0 (50%)');

    const listed = run('releases', 'search');
    expect(listed.stdout).toMatch(/1\.1\.0 +canary +50% +20\d\d-/);
    expect(listed.stdout).toMatch(/1\.0\.0 +stable +50% +2026-01-01T00:00:00\.000Z/);

    expect(run('promote', 'search').stdout).toContain('after:  stable 1.1.0 (100%), no canary');
    expect(run('rollback', 'search').stdout).toContain('after:  stable 1.0.0 (100%), no canary');

    const audit = readFileSync(path.join(root, 'audit.log'), 'utf8').trim().split('\n');
    expect(audit.map((line) => (JSON.parse(line) as { action: string; actor: string }).action)).toEqual([
      'release',
      'rollout',
      'promote',
      'rollback',
    ]);
    expect(audit.every((line) => (JSON.parse(line) as { actor: string }).actor === 'cli-test')).toBe(true);
  });

  it('explains mistakes', () => {
    expect(run('rollout', 'search', '7.7.7', '--percent', '5').stderr).toContain('search 7.7.7 is not published');
    expect(run('rollout', 'nope', '1.1.0', '--percent', '5').stderr).toContain('Unknown remote "nope"');
    const missing = run('rollout', 'search', '1.1.0');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('Usage: pnpm rollout <remote> <version> --percent N');
    expect(run('promote', 'search', '--env', 'staging').stderr).toContain('No environment "staging"');
  });

  it('starts a guarded rollout, and lists the guard and its decisions with their figures', async () => {
    expect(run('rollout', 'search', '1.1.0', '--steps', '5,50').status).toBe(2);
    const rollout = run('rollout', 'search', '1.1.0', '--guard', '--steps', '10,50,100', '--step-minutes', '2');
    expect(rollout.stderr).toBe('');
    expect(rollout.stdout).toMatch(
      /after: {2}stable 1\.0\.0 \(90%\), canary 1\.1\.0 \(10%\), guarded: step 1 of 3 \(10 → 50 → 100 %\), 2 min a step, watching since 20/,
    );
    expect(run('releases', 'search').stdout).toContain('Canary guarded: step 1 of 3');

    // one tick of the controller on a recorded breach, as `pnpm guard` would run it
    const store = new LocalReleaseStore({
      releasesDir: env['BEACON_RELEASES_DIR'] ?? '',
      environmentsDir: env['BEACON_ENVIRONMENTS_DIR'] ?? '',
      auditLog: env['BEACON_AUDIT_LOG'] ?? '',
    });
    const startedAt = (await store.readEnvironment('local'))?.remotes.search.guard?.stepStartedAt ?? '';
    const now = new Date(Date.parse(startedAt) + 30_000);
    const recorded: unknown = JSON.parse(
      readFileSync(path.join(deployDir, 'src/guard/samples/render-error-breach.json'), 'utf8'),
    );
    const breach = releaseHealthResponseSchema.validateSync(recorded);
    const source = { read: async () => ({ ...breach, since: startedAt, asOf: now.toISOString() }) };
    expect((await guardTick({ store, environment: 'local', source, staleMs: 15_000, now: () => now }))[0]?.action).toBe(
      'rollback',
    );

    const listed = run('releases', 'search').stdout;
    expect(listed).toMatch(/1\.1\.0 +\S* *20/);
    expect(listed).not.toContain('Canary guarded');
    expect(listed).toContain('Release guard decisions (newest first):');
    expect(listed).toContain('guard-rollback  1.1.0 at 10 %: significant breach: error-rate');
    expect(listed).toContain('error-rate 100.0 % vs 0.0 % (limit 2.0 %, n 30/32, Λ 1.1e+104 ≥ 100)');
    expect(listed).toContain('canary 1.1.0: 30 views, 30 failed, 0/12 API calls failed, 6 devices');
  });
});

// Issue 60: staging and production in one store, releases signed with the key given in the environment.
describe('deploy CLI: promote --to', () => {
  const signer = testSigner();
  const pem = String(signer.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  let root: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    ({ root } = await seededStore({ signer, environments: ['staging', 'production'] }));
    env = {
      ...process.env,
      BEACON_RELEASES_DIR: path.join(root, 'releases'),
      BEACON_ENVIRONMENTS_DIR: path.join(root, 'environments'),
      BEACON_AUDIT_LOG: path.join(root, 'audit.log'),
      BEACON_ACTOR: 'cli-test',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      DATA_DIR: path.join(root, 'data'),
      NODE_ENV: 'production',
      RELEASE_SIGNING_KEY: pem,
      RELEASE_VERIFY_KEY: String(signer.publicKey.export({ type: 'spki', format: 'pem' })),
    };
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const run = (command: string, ...args: string[]) => {
    const result = spawnSync(tsx, [`src/cli/${command}.ts`, ...args], { cwd: deployDir, env, encoding: 'utf8' });
    // The key never reaches the output.
    expect(`${result.stdout}${result.stderr}`).not.toContain(pem.split('\n')[1]);
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  const stableInStaging = (version: string) => {
    const dist = withContract(fakeBuild(root, 'search', HOST_SHARED), TEST_CONTRACT);
    expect(run('release', 'search', '--version', version, '--dist', dist, '--env', 'staging').status).toBe(0);
    expect(run('rollout', 'search', version, '--percent', '10', '--env', 'staging').status).toBe(0);
    expect(run('promote', 'search', '--env', 'staging').status).toBe(0);
  };

  it('moves the version stable in staging to production', () => {
    stableInStaging('1.1.0');
    const promoted = run('promote', 'search', '--to', 'production');
    expect(promoted.stderr).toBe('');
    expect(promoted.stdout).toContain(
      'search 1.1.0 from staging to production (signature and 3 file digests verified)',
    );
    expect(promoted.stdout).toContain('after:  stable 1.1.0 (100%), no canary');
    expect(readFileSync(path.join(root, 'environments', 'production.json'), 'utf8')).toContain('"stable": "1.1.0"');
  });

  it('refuses a release with a bad signature', () => {
    stableInStaging('1.2.0');
    const provenanceFile = path.join(root, 'releases', 'search', '1.2.0', 'provenance.json');
    const envelope = JSON.parse(readFileSync(provenanceFile, 'utf8')) as { signatures: { sig: string }[] };
    const [signature] = envelope.signatures;
    if (signature) signature.sig = Buffer.alloc(64).toString('base64');
    writeFileSync(provenanceFile, JSON.stringify(envelope));
    const refused = run('promote', 'search', '--to', 'production');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Refusing search 1.2.0: the signature of its provenance does not verify');
    expect(readFileSync(path.join(root, 'environments', 'production.json'), 'utf8')).toContain('"stable": "1.1.0"');
  });

  it('parses its arguments', () => {
    expect(run('promote', 'search', '--to', 'production', '--env', 'staging').status).toBe(2);
    expect(run('promote', 'search', '--from', 'staging').stderr).toContain('Usage: pnpm promote <remote>');
    expect(run('promote', 'search', '--to', 'staging').stderr).toContain('--from and --to are both "staging"');
    expect(run('promote', 'search', '--to', 'qa').stderr).toContain('No environment "qa"');
    const created = run('environment', 'qa', '--from', 'production');
    expect(created.stdout).toContain('Created qa from production: host 1.0.0');
    expect(created.stdout).toContain('search: stable 1.1.0 (100%), no canary');
    const audit = readFileSync(path.join(root, 'audit.log'), 'utf8').trim().split('\n');
    expect(JSON.parse(audit.at(-1) ?? '')).toMatchObject({
      action: 'environment',
      env: 'qa',
      from: 'production',
      after: { host: '1.0.0', remotes: { search: '1.1.0', reports: '1.0.0' } },
    });
    expect(run('environment', 'qa', '--from', 'production').stderr).toContain('Environment "qa" exists');
  });
});
