import { classifyLoadFailure, failedUrlOf, type ClassifyDependencies } from './classify-load-failure';
import { describeReason } from './load-failure-reason';
import { resetEntryIntegrity, setEntryIntegrity } from './entry-integrity';

const ENTRY = `${window.location.origin}/remotes/search/1.1.0/remoteEntry.js`;
const CHUNK = `${window.location.origin}/remotes/search/1.1.0/191.d4e6579c37.js`;
// A stand-in digest (jsdom has no SubtleCrypto): the body's characters padded to SHA-384's 48 bytes, so the test can
// name a file's "digest" without hashing; the classification only compares digests.
const fakeDigest = (body: string) => body.padEnd(48, '.').slice(0, 48);
const sriOf = (body: string) => `sha384-${btoa(fakeDigest(body))}`;
const hexOf = (body: string) =>
  [...fakeDigest(body)].map((char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('');

/** A fetch that answers from `files` (url → body, or a status), and the stand-in digest. */
function deps(files: Record<string, string | number>): ClassifyDependencies & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    timeoutMs: 1_000,
    sha384: async (body) => {
      const text = String.fromCharCode(...new Uint8Array(body));
      return Uint8Array.from(fakeDigest(text), (char) => char.charCodeAt(0)).buffer;
    },
    fetch: async (url) => {
      calls.push(url);
      const file = files[url];
      if (file === undefined) throw new TypeError('Failed to fetch');
      return typeof file === 'number' ? new Response('', { status: file }) : new Response(file, { status: 200 });
    },
  };
}

describe('classifyLoadFailure', () => {
  beforeEach(() => resetEntryIntegrity());

  it('finds the file in the runtime’s entry error and in webpack’s chunk error', () => {
    expect(
      failedUrlOf(new Error(`[ Federation Runtime ]: Failed to load script resources #RUNTIME-008 ${ENTRY}`)),
    ).toBe(ENTRY);
    expect(failedUrlOf(Object.assign(new Error('Loading chunk 191 failed.'), { request: CHUNK }))).toBe(CHUNK);
    expect(failedUrlOf(new Error('something else'))).toBeUndefined();
  });

  it('says integrity when the entry is served but its bytes are not the digest the manifest names', async () => {
    setEntryIntegrity(ENTRY, sriOf('var search = 1;'));
    const result = await classifyLoadFailure(new Error(`failed ${ENTRY}`), deps({ [ENTRY]: 'var search = 2;' }));
    expect(result).toEqual({ reason: 'integrity', url: ENTRY });
    expect(describeReason(result)).toBe(
      'integrity: /remotes/search/1.1.0/remoteEntry.js is not the file its release recorded (SHA-384)',
    );
  });

  it("compares a chunk with its release's integrity.json", async () => {
    const record = JSON.stringify({ algorithm: 'sha384', files: { '191.d4e6579c37.js': hexOf('chunk') } });
    const base = `${window.location.origin}/remotes/search/1.1.0/`;
    const error = Object.assign(new Error('Loading chunk 191 failed.'), { request: CHUNK });
    await expect(
      classifyLoadFailure(error, deps({ [CHUNK]: 'chunk, changed', [`${base}integrity.json`]: record })),
    ).resolves.toEqual({ reason: 'integrity', url: CHUNK });
    // the same bytes now: the failure was the network's
    await expect(
      classifyLoadFailure(error, deps({ [CHUNK]: 'chunk', [`${base}integrity.json`]: record })),
    ).resolves.toEqual({ reason: 'network', url: CHUNK });
  });

  it('says network when the file is not served, and unknown when there is nothing to compare with', async () => {
    setEntryIntegrity(ENTRY, sriOf('var search = 1;'));
    await expect(classifyLoadFailure(new Error(`failed ${ENTRY}`), deps({ [ENTRY]: 503 }))).resolves.toEqual({
      reason: 'network',
      url: ENTRY,
    });
    await expect(classifyLoadFailure(new Error(`failed ${ENTRY}`), deps({}))).resolves.toEqual({
      reason: 'network',
      url: ENTRY,
    });
    const unknown = await classifyLoadFailure(new Error(`failed ${CHUNK}`), deps({ [CHUNK]: 'chunk' }));
    expect(unknown).toEqual({ reason: 'unknown', url: CHUNK });
    expect(describeReason(unknown)).toBe('load failed (integrity or network)');
    await expect(classifyLoadFailure(new Error('no file named'), deps({}))).resolves.toEqual({ reason: 'unknown' });
  });
});
