import type { FederationManifest } from '@beacon/platform';

import { loadFederationManifest } from './load-federation-manifest';

const manifest: FederationManifest = {
  remotes: {
    search: { stable: '1.0.0', canary: null },
    reports: { stable: '2.0.0', canary: { version: '2.1.0', percent: 10 } },
    guardian: { stable: '1.0.0', canary: null },
    account: { stable: '1.0.0', canary: null },
    monitoring: { stable: '1.0.0', canary: null },
  },
};

describe('loadFederationManifest', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
    document.head.innerHTML = '';
  });

  it('reads the manifest the edge inlined into the page, without a request', async () => {
    document.head.innerHTML = `<script id="beacon-federation" type="application/json">${JSON.stringify(manifest)}</script>`;
    await expect(loadFederationManifest()).resolves.toEqual(manifest);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /federation.json when the page has none, or an unreadable one', async () => {
    document.head.innerHTML = '<script id="beacon-federation" type="application/json">{"remotes":</script>';
    fetchMock.mockResolvedValue(new Response(JSON.stringify(manifest), { status: 200 }));
    await expect(loadFederationManifest()).resolves.toEqual(manifest);
    expect(fetchMock).toHaveBeenCalledWith('/federation.json', { cache: 'no-store' });
  });

  it('gives null when neither is there', async () => {
    fetchMock.mockResolvedValue(new Response('nope', { status: 404 }));
    await expect(loadFederationManifest()).resolves.toBeNull();
  });

  it("asks the edge again, with the pins in the query, when a QA pin's entry digest is missing (issue 60)", async () => {
    const sri = `sha384-${'A'.repeat(64)}`;
    const inline = {
      ...manifest,
      remotes: { ...manifest.remotes, search: { stable: '1.0.0', integrity: { '1.0.0': sri } } },
    };
    const withPin = {
      ...manifest,
      remotes: { ...manifest.remotes, search: { stable: '1.0.0', integrity: { '1.0.0': sri, '1.5.0': sri } } },
    };
    document.head.innerHTML = `<script id="beacon-federation" type="application/json">${JSON.stringify(inline)}</script>`;
    fetchMock.mockResolvedValue(new Response(JSON.stringify(withPin), { status: 200 }));
    await expect(loadFederationManifest(new Map([['search', '1.5.0']]))).resolves.toEqual(withPin);
    expect(fetchMock).toHaveBeenCalledWith('/federation.json?remote.search=1.5.0', { cache: 'no-store' });
    // a pin the inline manifest covers, or a manifest without digests at all (nginx): no request
    fetchMock.mockClear();
    await expect(loadFederationManifest(new Map([['search', '1.0.0']]))).resolves.toEqual(inline);
    document.head.innerHTML = `<script id="beacon-federation" type="application/json">${JSON.stringify(manifest)}</script>`;
    await expect(loadFederationManifest(new Map([['search', '1.5.0']]))).resolves.toEqual(manifest);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
