import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { DEVICE_COOKIE, cohortBucket, type FederationManifest } from '@beacon/platform';

import { HtmlShell, deviceIdFrom } from './html-shell';
import { ReleaseIntegrityCache } from './release-integrity-cache';

const manifest: FederationManifest = {
  remotes: {
    search: { stable: '1.0.0-aaaaaaaaaa', canary: null },
    reports: { stable: '1.0.0-bbbbbbbbbb', canary: { version: '1.1.0-cccccccccc', percent: 50 } },
    guardian: { stable: '1.0.0-dddddddddd', canary: null },
    account: { stable: '1.0.0-eeeeeeeeee', canary: null },
    monitoring: { stable: '1.0.0-ffffffffff', canary: null },
  },
  settings: {
    thirdPartyAutocomplete: { baseUrl: 'https://example.test/', authId: '</script><script>alert(1)</script>' },
  },
};

function write(root: string, relative: string, body: unknown) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof body === 'string' ? body : JSON.stringify(body));
}

/** A device id in (or out of) the reports canary's cohort. */
function deviceInCohort(inCanary: boolean): string {
  for (let n = 0; ; n += 1) {
    const id = `device-${n}-0000`;
    if (cohortBucket('reports', id) < 50 === inCanary) return id;
  }
}

describe('the HTML shell', () => {
  let releases: string;
  let shell: HtmlShell;
  const hostRoot = () => path.join(releases, 'host', '1.0.0-host000000');
  const render = (pathname: string, deviceId: string | null = null, search = '') =>
    shell.render(hostRoot(), manifest, { pathname, deviceId, search: new URLSearchParams(search) });

  beforeAll(() => {
    releases = mkdtempSync(path.join(tmpdir(), 'beacon-shell-'));
    write(releases, 'host/1.0.0-host000000/index.html', '<html><head><title>Beacon</title></head><body></body></html>');
    write(releases, 'host/1.0.0-host000000/preload-manifest.json', {
      groups: {
        framework: ['framework.1111111111.js'],
        platform: ['platform.2222222222.js'],
        forms: ['forms.3333333333.js'],
        'page-dashboard-home': ['page-dashboard-home.4444444444.js', 'page-dashboard-home.5555555555.css'],
      },
      provides: { react: 'framework', 'react-final-form': 'forms', '@beacon/ui': 'platform' },
    });
    for (const version of ['1.0.0-bbbbbbbbbb', '1.1.0-cccccccccc']) {
      write(releases, `reports/${version}/preload-manifest.json`, {
        groups: {
          __federation_expose_routes: [`__federation_expose_routes.${version.slice(-10)}.js`],
          'screen-recordsList': ['screen-recordsList.6666666666.js', '61.7777777777.js'],
          'screen-recordReport': ['screen-recordReport.8888888888.js'],
        },
        // the report screen holds a form (the release before, none); the list needs only the startup chunks
        consumes:
          version === '1.1.0-cccccccccc'
            ? { 'screen-recordReport': ['react', 'react-final-form'], 'screen-recordsList': ['react', '@beacon/ui'] }
            : { 'screen-recordsList': ['react', '@beacon/ui'] },
      });
    }
    shell = new HtmlShell(releases);
  });
  afterAll(() => rmSync(releases, { recursive: true, force: true }));

  it('inlines the rollout manifest, with nothing in it able to close its element', async () => {
    const html = await render('/terms-of-use');
    const inline = /<script id="beacon-federation" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(inline)).toEqual(manifest);
    expect(html).not.toContain('<script>alert(1)');
  });

  it("preloads the host's startup chunks on every page, and the home page's own chunks there", async () => {
    const terms = await render('/terms-of-use');
    expect(terms).toContain('<link rel="preload" as="script" fetchpriority="low" href="/framework.1111111111.js">');
    expect(terms).toContain('<link rel="preload" as="script" fetchpriority="low" href="/platform.2222222222.js">');
    expect(terms).not.toContain('forms.');
    const home = await render('/dashboard');
    expect(home).toContain('<link rel="preload" as="style" href="/page-dashboard-home.5555555555.css">');
    expect(home).toContain('href="/forms.3333333333.js"');
  });

  it('preloads the remote entry, routes module and screen of the route, at the version this browser loads', async () => {
    const stable = await render('/dashboard/reports', deviceInCohort(false));
    const base = '/remotes/reports/1.0.0-bbbbbbbbbb/';
    for (const file of [
      'remoteEntry.js',
      '__federation_expose_routes.bbbbbbbbbb.js',
      'screen-recordsList.6666666666.js',
      '61.7777777777.js',
    ]) {
      expect(stable).toContain(`<link rel="preload" as="script" fetchpriority="low" href="${base}${file}">`);
    }
    expect(stable).not.toContain('screen-recordReport');
    const canary = await render('/dashboard/reports/12', deviceInCohort(true));
    expect(canary).toContain('/remotes/reports/1.1.0-cccccccccc/screen-recordReport.8888888888.js');
    expect(canary).not.toContain('/remotes/reports/1.0.0-bbbbbbbbbb');
  });

  it("preloads the host chunk that provides a shared module the route's screen needs (a form: forms)", async () => {
    const withForm = await render('/dashboard/reports/12', deviceInCohort(true));
    expect(withForm).toContain('<link rel="preload" as="script" fetchpriority="low" href="/forms.3333333333.js">');
    // the same route in the release whose screen has no form, and a screen that needs only startup chunks
    expect(await render('/dashboard/reports/12', deviceInCohort(false))).not.toContain('forms.');
    const list = await render('/dashboard/reports', deviceInCohort(true));
    expect(list).not.toContain('forms.');
    expect(list.match(/platform\.2222222222\.js/g)).toHaveLength(1);
  });

  it('preloads no remote it cannot choose for: a canary without a device id; a QA pin wins', async () => {
    expect(await render('/dashboard/reports')).not.toContain('/remotes/');
    const pinned = await render('/dashboard/reports', null, 'remote.reports=1.0.0-bbbbbbbbbb');
    expect(pinned).toContain('/remotes/reports/1.0.0-bbbbbbbbbb/remoteEntry.js');
    expect(await render('/dashboard/reports', null, 'remote.reports=../../host')).not.toContain('/remotes/');
  });

  it('preloads remote files with the integrity their release records, the entry in CORS mode (issue 60)', async () => {
    const hexA = 'a'.repeat(96);
    const hexB = 'b'.repeat(96);
    const integrity = new ReleaseIntegrityCache({
      readReleaseFile: async (app, version) =>
        app === 'reports' && version === '1.0.0-bbbbbbbbbb'
          ? Buffer.from(
              JSON.stringify({
                algorithm: 'sha384',
                files: { 'remoteEntry.js': hexA, 'screen-recordsList.6666666666.js': hexB },
              }),
            )
          : null,
    });
    const checked = new HtmlShell(releases, { integrity });
    const html = await checked.render(hostRoot(), manifest, {
      pathname: '/dashboard/reports',
      deviceId: deviceInCohort(false),
      search: new URLSearchParams(),
    });
    const base = '/remotes/reports/1.0.0-bbbbbbbbbb/';
    const sri = (hex: string) => `sha384-${Buffer.from(hex, 'hex').toString('base64')}`;
    expect(html).toContain(
      `<link rel="preload" as="script" fetchpriority="low" href="${base}remoteEntry.js" integrity="${sri(hexA)}" crossorigin="anonymous">`,
    );
    expect(html).toContain(
      `<link rel="preload" as="script" fetchpriority="low" href="${base}screen-recordsList.6666666666.js" integrity="${sri(hexB)}">`,
    );
    // a file the record does not name, and the host's own files: as before
    expect(html).toContain(`<link rel="preload" as="script" fetchpriority="low" href="${base}61.7777777777.js">`);
    expect(html).toContain('<link rel="preload" as="script" fetchpriority="low" href="/framework.1111111111.js">');
  });

  it('reads a release folder once, and a folder rebuilt in place (the monolith) on every request', async () => {
    const rebuilt = path.join(releases, 'monolith-dist');
    write(rebuilt, 'index.html', '<html><head><title>first build</title></head><body></body></html>');
    write(rebuilt, 'preload-manifest.json', { groups: { framework: ['framework.aaaaaaaaaa.js'] } });
    const monolithShell = new HtmlShell(releases, { rebuiltRoot: rebuilt });
    const renderBoth = () =>
      Promise.all(
        [rebuilt, hostRoot()].map((root) =>
          monolithShell.render(root, manifest, {
            pathname: '/dashboard',
            deviceId: null,
            search: new URLSearchParams(),
          }),
        ),
      );
    const [before, releaseBefore] = await renderBoth();
    expect(before).toContain('first build');
    expect(before).toContain('href="/framework.aaaaaaaaaa.js"');

    write(rebuilt, 'index.html', '<html><head><title>second build</title></head><body></body></html>');
    write(rebuilt, 'preload-manifest.json', { groups: { framework: ['framework.bbbbbbbbbb.js'] } });
    write(hostRoot(), 'index.html', '<html><head><title>changed release</title></head><body></body></html>');
    try {
      const [after, releaseAfter] = await renderBoth();
      expect(after).toContain('second build');
      expect(after).toContain('href="/framework.bbbbbbbbbb.js"');
      expect(after).not.toContain('framework.aaaaaaaaaa');
      expect(releaseAfter).toBe(releaseBefore);
    } finally {
      write(
        releases,
        'host/1.0.0-host000000/index.html',
        '<html><head><title>Beacon</title></head><body></body></html>',
      );
    }
  });

  it('reads the device id of the cookie the host sets', () => {
    expect(deviceIdFrom(`a=1; ${DEVICE_COOKIE}=0b6c2b4e-5f6a-4c1d-9e3b-2a7d8c9f0e1a; b=2`)).toBe(
      '0b6c2b4e-5f6a-4c1d-9e3b-2a7d8c9f0e1a',
    );
    expect(deviceIdFrom(`${DEVICE_COOKIE}=<script>`)).toBeNull();
    expect(deviceIdFrom(undefined)).toBeNull();
  });
});
