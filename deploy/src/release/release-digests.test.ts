import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { computeFileDigests, parseReleaseIntegrity, sriOf, writeReleaseIntegrity } from './release-digests';

describe('release digests', () => {
  it('records the SHA-384 of every build file, not the encoded copies or the release description', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'digests-'));
    mkdirSync(path.join(dir, 'static'));
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'var search = 1;');
    writeFileSync(path.join(dir, 'remoteEntry.js.br'), 'compressed');
    writeFileSync(path.join(dir, 'static', 'a.js'), 'a');
    writeFileSync(path.join(dir, 'release.json'), '{}');

    const written = await writeReleaseIntegrity(dir);
    expect(Object.keys(written.files)).toEqual(['remoteEntry.js', 'static/a.js']);
    expect(written.files['static/a.js']).toBe(createHash('sha384').update('a').digest('hex'));
    expect(parseReleaseIntegrity(readFileSync(path.join(dir, 'integrity.json')))).toEqual(written);
    // integrity.json itself is not a build file
    expect(Object.keys(await computeFileDigests(dir))).toEqual(['remoteEntry.js', 'static/a.js']);
  });

  it('gives the Subresource Integrity value a browser checks', () => {
    const hex = createHash('sha384').update('alert(1)').digest('hex');
    expect(sriOf(hex)).toBe(`sha384-${createHash('sha384').update('alert(1)').digest('base64')}`);
  });

  it('refuses a file that is not an integrity record', () => {
    expect(parseReleaseIntegrity('{"algorithm":"sha256","files":{}}')).toBeNull();
    expect(parseReleaseIntegrity('{"algorithm":"sha384","files":{"a.js":"abc"}}')).toBeNull();
    expect(parseReleaseIntegrity('not json')).toBeNull();
  });
});
