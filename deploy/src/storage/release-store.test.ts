import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { AuditEntry } from '../audit/audit-entry';
import type { EnvironmentManifest } from '../environment/environment-manifest';
import { startS3StandIn, type S3StandIn } from '../test-support/s3-stand-in';
import { LocalReleaseStore } from './local-release-store';
import { ReleaseExistsError } from '../deploy-error';
import { type ReleaseMetadata, type ReleaseStore } from './release-store';
import { createS3Client, S3ReleaseStore } from './s3-release-store';

const environment: EnvironmentManifest = {
  host: '1.0.0-host',
  remotes: {
    search: { stable: '1.0.0', canary: { version: '1.1.0', percent: 50 } },
    reports: { stable: '1.0.0' },
    guardian: { stable: '1.0.0' },
    account: { stable: '1.0.0' },
    monitoring: { stable: '1.0.0' },
  },
};

function metadata(version: string): ReleaseMetadata {
  return { app: 'search', version, publishedAt: '2026-01-02T03:04:05.000Z' };
}

function buildDir(root: string, marker: string): string {
  const dir = path.join(root, `dist-${marker}`);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'search', marker }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var search = "${marker}";`);
  writeFileSync(path.join(dir, 'assets/logo.0123456789.svg'), '<svg/>');
  return dir;
}

interface Harness {
  store: ReleaseStore;
  root: string;
  close(): Promise<void>;
}

const stores: [string, () => Promise<Harness>][] = [
  [
    'local folders',
    async () => {
      const root = mkdtempSync(path.join(tmpdir(), 'beacon-store-'));
      const store = new LocalReleaseStore({
        releasesDir: path.join(root, 'releases'),
        environmentsDir: path.join(root, 'environments'),
        auditLog: path.join(root, 'audit.log'),
      });
      return { store, root, close: async () => rmSync(root, { recursive: true, force: true }) };
    },
  ],
  [
    'S3 bucket (stand-in server)',
    async () => {
      const root = mkdtempSync(path.join(tmpdir(), 'beacon-store-s3-'));
      const s3: S3StandIn = await startS3StandIn();
      const client = createS3Client({ endpoint: s3.endpoint, accessKeyId: 'test', secretAccessKey: 'test' });
      const store = new S3ReleaseStore({ bucket: s3.bucket, prefix: 'beacon/', client });
      return {
        store,
        root,
        close: async () => {
          client.destroy();
          await s3.close();
          rmSync(root, { recursive: true, force: true });
        },
      };
    },
  ],
];

describe.each(stores)('release store: %s', (_name, createHarness) => {
  let harness: Harness;

  beforeEach(async () => {
    harness = await createHarness();
  });
  afterEach(() => harness.close());

  it('publishes a release once and refuses to overwrite it', async () => {
    const { store, root } = harness;
    expect(await store.hasRelease('search', '1.1.0')).toBe(false);
    await store.putRelease('search', '1.1.0', buildDir(root, 'first'), metadata('1.1.0'));
    expect(await store.hasRelease('search', '1.1.0')).toBe(true);

    await expect(store.putRelease('search', '1.1.0', buildDir(root, 'second'), metadata('1.1.0'))).rejects.toThrow(
      ReleaseExistsError,
    );
    await expect(store.putRelease('search', '1.1.0', buildDir(root, 'second'), metadata('1.1.0'))).rejects.toThrow(
      'search 1.1.0 is already published and releases are immutable: publish it under a new version',
    );
    expect(String(await store.readReleaseFile('search', '1.1.0', 'remoteEntry.js'))).toBe('var search = "first";');
    expect(String(await store.readReleaseFile('search', '1.1.0', 'assets/logo.0123456789.svg'))).toBe('<svg/>');
    expect(await store.readReleaseFile('search', '1.1.0', 'nothing.js')).toBeNull();
    expect(await store.readReleaseFile('search', '9.9.9', 'remoteEntry.js')).toBeNull();
    // Every file, for verification against the release's signed provenance (issue 60).
    expect(await store.listReleaseFiles('search', '1.1.0')).toEqual([
      'assets/logo.0123456789.svg',
      'mf-manifest.json',
      'release.json',
      'remoteEntry.js',
    ]);
    expect(await store.listReleaseFiles('search', '9.9.9')).toEqual([]);
  });

  it('lists published versions with their publication time', async () => {
    const { store, root } = harness;
    expect(await store.listReleases('search')).toEqual([]);
    await store.putRelease('search', '1.0.0', buildDir(root, 'a'), metadata('1.0.0'));
    await store.putRelease('search', '1.1.0', buildDir(root, 'b'), {
      ...metadata('1.1.0'),
      publishedAt: '2026-02-01T00:00:00.000Z',
    });
    const listed = await store.listReleases('search');
    expect(listed.sort((a, b) => a.version.localeCompare(b.version))).toEqual([
      { version: '1.0.0', publishedAt: '2026-01-02T03:04:05.000Z' },
      { version: '1.1.0', publishedAt: '2026-02-01T00:00:00.000Z' },
    ]);
    expect(await store.listReleases('reports')).toEqual([]);
  });

  it('refuses unsafe versions and app names', async () => {
    const { store, root } = harness;
    await expect(store.putRelease('search', '../host', buildDir(root, 'x'), metadata('x'))).rejects.toThrow(
      'is not a valid release version',
    );
    await expect(store.hasRelease('../search', '1.0.0')).rejects.toThrow('is not an app name');
  });

  it('reads back the manifest it wrote, and refuses to write an invalid one', async () => {
    const { store } = harness;
    expect(await store.readEnvironment('staging')).toBeNull();
    await store.writeEnvironment('staging', environment);
    expect(await store.readEnvironment('staging')).toEqual(environment);

    const invalid = {
      ...environment,
      remotes: { ...environment.remotes, search: { stable: '1.0.0', canary: { version: '1.1.0', percent: 150 } } },
    };
    await expect(store.writeEnvironment('staging', invalid)).rejects.toThrow(
      'Refusing to write an invalid manifest for staging: remotes.search.canary.percent must be an integer from 0 to 100',
    );
    expect(await store.readEnvironment('staging')).toEqual(environment);
  });

  it('appends audit entries in order', async () => {
    const { store } = harness;
    const entry = (n: number): AuditEntry => ({
      time: `2026-01-01T00:00:0${n}.000Z`,
      actor: 'tester',
      action: 'rollout',
      env: 'staging',
      app: 'search',
      before: { stable: '1.0.0', canary: null },
      after: { stable: '1.0.0', canary: { version: `1.${n}.0`, percent: 10 } },
    });
    await store.appendAudit(entry(1));
    await store.appendAudit(entry(2));
    expect(await store.readAudit()).toEqual([entry(1), entry(2)]);
  });
});

describe('S3 release store against the stand-in', () => {
  it('writes every release object with If-None-Match, immutable cache headers and content types', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'beacon-store-s3-'));
    const s3 = await startS3StandIn();
    const client = createS3Client({ endpoint: s3.endpoint, accessKeyId: 'test', secretAccessKey: 'test' });
    try {
      const store = new S3ReleaseStore({ bucket: s3.bucket, client });
      await store.putRelease('search', '1.1.0', buildDir(root, 'a'), metadata('1.1.0'));
      const entry = s3.objects.get('releases/search/1.1.0/remoteEntry.js');
      expect(entry?.contentType).toBe('text/javascript; charset=utf-8');
      expect(entry?.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(JSON.parse(String(s3.objects.get('releases/search/1.1.0/release.json')?.body))).toEqual({
        app: 'search',
        version: '1.1.0',
        publishedAt: '2026-01-02T03:04:05.000Z',
      });
      await store.writeEnvironment('production', environment);
      expect(s3.objects.get('environments/production.json')?.cacheControl).toBe('no-cache');

      // A listing longer than one page is followed to the end.
      for (let index = 0; index < 3; index += 1) {
        await store.putRelease('search', `2.${index}.0`, buildDir(root, `p${index}`), metadata(`2.${index}.0`));
      }
      const paged = new S3ReleaseStore({ bucket: s3.bucket, client, pageSize: 2 });
      expect((await paged.listReleases('search')).map((release) => release.version).sort()).toEqual([
        '1.1.0',
        '2.0.0',
        '2.1.0',
        '2.2.0',
      ]);
      expect(s3.requests.filter((request) => request.includes('continuation-token=')).length).toBeGreaterThan(0);
    } finally {
      client.destroy();
      await s3.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('does not list a release whose upload stopped half-way, and refuses to overwrite its files', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'beacon-store-s3-'));
    const s3 = await startS3StandIn();
    const client = createS3Client({ endpoint: s3.endpoint, accessKeyId: 'test', secretAccessKey: 'test' });
    try {
      const store = new S3ReleaseStore({ bucket: s3.bucket, client });
      s3.objects.set('releases/search/3.0.0/mf-manifest.json', {
        body: Buffer.from('{}'),
        etag: '"x"',
        contentType: 'application/json',
        cacheControl: undefined,
        lastModified: new Date(),
      });
      expect(await store.listReleases('search')).toEqual([]);
      await expect(store.putRelease('search', '3.0.0', buildDir(root, 'late'), metadata('3.0.0'))).rejects.toThrow(
        ReleaseExistsError,
      );
      expect(String(s3.objects.get('releases/search/3.0.0/mf-manifest.json')?.body)).toBe('{}');
    } finally {
      client.destroy();
      await s3.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
