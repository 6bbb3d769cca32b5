import { formatReleaseSet, parseReleaseSet, RELEASE_SET_COOKIE, releaseSetFromCookies } from './release-set';

describe('the release set cookie', () => {
  const set = {
    startedAt: 1_796_000_000_000,
    device: 'dev-12345678',
    shell: '0.1.0-ab12cd34ef',
    remotes: { search: '1.1.0+build.2' },
  };

  it('round-trips through a cookie header, versions with + included', () => {
    const value = formatReleaseSet(set);
    expect(value).toBe('t=1796000000000&device=dev-12345678&shell=0.1.0-ab12cd34ef&search=1.1.0%2Bbuild.2');
    expect(releaseSetFromCookies(`a=b; ${RELEASE_SET_COOKIE}=${value}; beacon-device=x`)).toEqual(set);
  });

  it('ignores what it cannot trust instead of repairing it', () => {
    const device = 'device=dev-12345678';
    expect(parseReleaseSet(`${device}&shell=1.0.0&search=1.1.0`)).toBeNull(); // no time
    expect(parseReleaseSet(`t=1&${device}&search=1.1.0`)).toBeNull(); // no shell
    expect(parseReleaseSet('t=1&shell=1.0.0&search=1.1.0')).toBeNull(); // no device
    expect(parseReleaseSet('t=1&device=a;b&shell=1.0.0')).toBeNull();
    expect(parseReleaseSet(`t=1&${device}&shell=1.0.0&search=..%2F..%2Fetc`)).toBeNull();
    expect(parseReleaseSet(`t=1&${device}&shell=1.0.0&unknown=1.0.0`)).toBeNull();
    expect(parseReleaseSet(`t=1&${device}&shell=1.0.0&search=%E0%A4%A`)).toBeNull();
    expect(parseReleaseSet(`t=1&${device}&shell=${'1'.repeat(2000)}`)).toBeNull();
    expect(parseReleaseSet(`t=1&${device}&shell=1.0.0`)).toEqual({
      startedAt: 1,
      device: 'dev-12345678',
      shell: '1.0.0',
      remotes: {},
    });
    expect(releaseSetFromCookies(undefined)).toBeNull();
  });
});
