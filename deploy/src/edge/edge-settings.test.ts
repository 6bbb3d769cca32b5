import { edgeSettings } from './edge-settings';

describe('edgeSettings', () => {
  it('trusts no proxy unless told: the socket address is the client', () => {
    expect(edgeSettings({})).toEqual({ trustedProxies: [] });
  });

  it('reads the load balancers as addresses and CIDR ranges', () => {
    expect(edgeSettings({ EDGE_TRUSTED_PROXIES: ' 10.0.0.0/8, 192.0.2.10 ,2001:db8::/32' })).toEqual({
      trustedProxies: ['10.0.0.0/8', '192.0.2.10', '2001:db8::/32'],
    });
  });

  it.each(['10.0.0.0/33', 'lb.internal', '10.0.0/8', '*', '::1/129'])('refuses %s', (entry) => {
    expect(() => edgeSettings({ EDGE_TRUSTED_PROXIES: entry })).toThrow(`got: ${entry}`);
  });

  it('refuses the old switch that trusted every peer', () => {
    expect(() => edgeSettings({ EDGE_TRUST_PROXY: 'true' })).toThrow('EDGE_TRUSTED_PROXIES');
  });

  it('reads the map style of the tile provider, an http(s) URL only', () => {
    expect(edgeSettings({ MAP_STYLE_URL: ' https://tiles.example/styles/streets.json ' })).toEqual({
      trustedProxies: [],
      mapStyleUrl: 'https://tiles.example/styles/streets.json',
    });
    expect(edgeSettings({ MAP_STYLE_URL: '' })).toEqual({ trustedProxies: [] });
    expect(() => edgeSettings({ MAP_STYLE_URL: 'file:///etc/style.json' })).toThrow('MAP_STYLE_URL');
  });

  it('reads how long a session keeps its release set, in whole minutes', () => {
    expect(edgeSettings({ EDGE_RELEASE_SET_MAX_AGE_MINUTES: '45' })).toEqual({
      trustedProxies: [],
      releaseSetMaxAgeMs: 45 * 60_000,
    });
    expect(edgeSettings({ EDGE_RELEASE_SET_MAX_AGE_MINUTES: '0' }).releaseSetMaxAgeMs).toBe(0);
    for (const wrong of ['-1', '1.5', 'soon', '100000']) {
      expect(() => edgeSettings({ EDGE_RELEASE_SET_MAX_AGE_MINUTES: wrong })).toThrow(`got: ${wrong}`);
    }
  });
});
