import { expect, test } from '@playwright/test';

test.describe('edge', () => {
  test('remote files are immutable, the rollout manifest is no-cache', async ({ request }) => {
    const manifestResponse = await request.get('/federation.json');
    expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
    const manifest = (await manifestResponse.json()) as { remotes: Record<string, { stable: string }> };

    for (const [remote, rollout] of Object.entries(manifest.remotes)) {
      const base = `/remotes/${remote}/${rollout.stable}`;
      for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
        const response = await request.get(`${base}/${file}`);
        expect(response.status(), `${base}/${file}`).toBe(200);
        expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    }
    expect((await request.get('/remotes/search/0.0.0-missing/remoteEntry.js')).status()).toBe(404);
  });

  test('pages carry the security headers and the SPA fallback', async ({ request }) => {
    const response = await request.get('/dashboard/reports/123');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect((await request.get('/no-such-file.js')).status()).toBe(404);
  });

  test('the provider API is reverse-proxied under /v1', async ({ request }) => {
    const response = await request.get('/v1/me');
    // Reaching the real server: it answers with its JSON error shape (no app credentials were sent).
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ statusCode: 401 });
  });
});
