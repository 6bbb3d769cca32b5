import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';

import { ConfigError, loadConfig } from '../../../src/config';
import { buildTestApp, createTestDatabase, ENGINES, inject, json, type TestDatabase } from '../../helper';

// The member apps' store links (issue 56 point 5): the host's store buttons read GET /v1/meta/apps/ios and
// /apps/android. They come from IOS_APP_ID and ANDROID_APP_ID; unset, the value is null and the button is hidden
// rather than linking to an app that is not there.

describe('IOS_APP_ID and ANDROID_APP_ID', () => {
  let repoRoot: string;
  beforeEach(() => {
    repoRoot = mkdtempSync(path.join(tmpdir(), 'beacon-config-'));
  });
  afterEach(() => rmSync(repoRoot, { recursive: true, force: true }));

  const load = (env: Record<string, string>) => loadConfig(env, { repoRoot }).mobileApps;

  it('are unset (null) by default', () => {
    expect(load({})).toEqual({ iosAppId: null, androidAppId: null });
    expect(load({ IOS_APP_ID: ' ', ANDROID_APP_ID: '' })).toEqual({ iosAppId: null, androidAppId: null });
  });

  it('take the App Store id with or without its "id", and the Google Play package name', () => {
    expect(load({ IOS_APP_ID: '1234567890', ANDROID_APP_ID: 'com.example.members' })).toEqual({
      iosAppId: '1234567890',
      androidAppId: 'com.example.members',
    });
    expect(load({ IOS_APP_ID: 'id284882215' }).iosAppId).toBe('284882215');
  });

  it.each(['id0000000000', '0000000000', '12345', 'https://apps.apple.com/app/id1234567890', '12345678901234'])(
    'refuse %s as an App Store id',
    (value) => {
      expect(() => load({ IOS_APP_ID: value })).toThrow(ConfigError);
      expect(() => load({ IOS_APP_ID: value })).toThrow('IOS_APP_ID must be the App Store id of the app');
    },
  );

  it.each(['members', 'com..example', '1com.example', 'com.example/app', 'com.example?id=x'])(
    'refuse %s as a Google Play id',
    (value) => {
      expect(() => load({ ANDROID_APP_ID: value })).toThrow('ANDROID_APP_ID must be the Google Play id of the app');
    },
  );
});

describe.each(ENGINES)('GET /v1/meta/apps on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });

  const get = async (app: Awaited<ReturnType<typeof buildTestApp>>, url: string) =>
    json(await inject(app, { method: 'GET', url }));

  it('has no store link while no app id is configured (the placeholders are gone)', async () => {
    const app = await buildTestApp(database, { seed: false });
    try {
      expect(await get(app, '/v1/meta/apps/ios')).toEqual({ key: 'apps.ios', value: null });
      expect(await get(app, '/v1/meta/apps/android')).toEqual({ key: 'apps.android', value: null });
      const stored = await sql<{ value: string }>`select value from meta_values where key like 'apps.%'`.execute(
        app.db,
      );
      expect(stored.rows.map((row) => row.value).join(' ')).not.toMatch(/id0000000000|com\.beacon\.members/);
    } finally {
      await app.close();
    }
  });

  it("links each configured app's store page, alone and below the prefix", async () => {
    const app = await buildTestApp(database, {
      seed: false,
      config: { mobileApps: { iosAppId: '1234567890', androidAppId: 'com.example.members' } },
    });
    try {
      expect(await get(app, '/v1/meta/apps/ios')).toEqual({
        key: 'apps.ios',
        value: 'https://apps.apple.com/app/id1234567890',
      });
      expect(await get(app, '/v1/meta/apps')).toEqual({
        key: 'apps',
        value: {
          ios: 'https://apps.apple.com/app/id1234567890',
          android: 'https://play.google.com/store/apps/details?id=com.example.members',
        },
      });
    } finally {
      await app.close();
    }
  });

  it('links only the app that is configured', async () => {
    const app = await buildTestApp(database, {
      seed: false,
      config: { mobileApps: { iosAppId: null, androidAppId: 'com.example.members' } },
    });
    try {
      expect(await get(app, '/v1/meta/apps')).toEqual({
        key: 'apps',
        value: { ios: null, android: 'https://play.google.com/store/apps/details?id=com.example.members' },
      });
    } finally {
      await app.close();
    }
  });
});
