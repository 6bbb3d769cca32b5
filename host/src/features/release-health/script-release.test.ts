import { scriptRelease } from './script-release';

describe('scriptRelease', () => {
  it('reads remote and version from a release path, decoding the version', () => {
    expect(scriptRelease('http://x/remotes/search/1.5.0%2Bbuild/remoteEntry.js')).toEqual({
      remote: 'search',
      version: '1.5.0+build',
    });
    expect(scriptRelease('http://x/main.js')).toBeUndefined();
    expect(scriptRelease(undefined)).toBeUndefined();
  });
});
