import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ConfigError, loadConfig } from '../../../src/config';
import { buildTestApp, createTestDatabase, ENGINES, inject, json, type TestDatabase } from '../../helper';

// The user-research screener of spec §6 (premium members; external URL): the host reads its URL from
// GET /v1/meta/research/screener_url. null means off.

const SCREENER = 'https://research.example.test/s/beacon-premium?src=app';

describe('RESEARCH_SCREENER_URL', () => {
  let repoRoot: string;
  beforeEach(() => {
    repoRoot = mkdtempSync(path.join(tmpdir(), 'beacon-config-'));
  });
  afterEach(() => rmSync(repoRoot, { recursive: true, force: true }));

  const load = (value?: string) =>
    loadConfig(value === undefined ? {} : { RESEARCH_SCREENER_URL: value }, { repoRoot }).researchScreenerUrl;

  it('is off (null) unless set, and kept exactly as given when set', () => {
    expect(load()).toBeNull();
    expect(load('')).toBeNull();
    expect(load('  ')).toBeNull();
    expect(load(SCREENER)).toBe(SCREENER);
    expect(load('https://research.example.test/s/')).toBe('https://research.example.test/s/');
  });

  it.each(['research.example.test', 'ftp://research.example.test/s', 'javascript:alert(1)'])(
    'refuses %s: the screener must be an http(s) URL',
    (value) => {
      expect(() => load(value)).toThrow(ConfigError);
      expect(() => load(value)).toThrow('RESEARCH_SCREENER_URL must be an http(s) URL');
    },
  );
});

describe.each(ENGINES)('GET /v1/meta/research/screener_url on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('is null (off) by default; the key exists', async () => {
    const app = await buildTestApp(database, { seed: false });
    try {
      const response = await inject(app, { method: 'GET', url: '/v1/meta/research/screener_url' });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ key: 'research.screener_url', value: null });
      expect(json(await inject(app, { method: 'GET', url: '/v1/meta/research' }))).toEqual({
        key: 'research',
        value: { screener_url: null },
      });
    } finally {
      await app.close();
    }
  });

  it('returns the configured URL, alone and below its prefix', async () => {
    const app = await buildTestApp(database, { seed: false, config: { researchScreenerUrl: SCREENER } });
    try {
      expect(json(await inject(app, { method: 'GET', url: '/v1/meta/research/screener_url/' }))).toEqual({
        key: 'research.screener_url',
        value: SCREENER,
      });
      expect(json(await inject(app, { method: 'GET', url: '/v1/meta/research' }))).toEqual({
        key: 'research',
        value: { screener_url: SCREENER },
      });
      // other keys are untouched
      expect(json(await inject(app, { method: 'GET', url: '/v1/meta/support/phone' })).value).toBe('1-800-555-0199');
    } finally {
      await app.close();
    }
  });

  it('needs the app headers like every meta read', async () => {
    const app = await buildTestApp(database, { seed: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/v1/meta/research/screener_url' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
