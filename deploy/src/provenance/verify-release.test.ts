import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

import { parseReleaseIntegrity, sha384Hex } from '../release/release-digests';
import type { ReleaseStore } from '../storage/release-store';
import { createS3Client, S3ReleaseStore } from '../storage/s3-release-store';
import { startS3StandIn } from '../test-support/s3-stand-in';
import {
  fakeBuild,
  HOST_SHARED,
  putSignedRelease,
  seededStore,
  testSigner,
  TEST_CONTRACT,
  withContract,
} from '../test-support/fake-releases';
import { parseEnvelope } from './dsse';
import { verifyRelease } from './verify-release';

const signer = testSigner();

describe('verifyRelease', () => {
  let store: ReleaseStore;
  let root: string;
  let releaseDir: string;
  const file = (name: string) => path.join(releaseDir, name);
  const verify = (key = signer.publicKey, version = '1.1.0') => verifyRelease(store, 'search', version, key);

  beforeEach(async () => {
    ({ store, root } = await seededStore());
    const build = withContract(fakeBuild(root, 'search', HOST_SHARED), TEST_CONTRACT);
    // Over 1 KiB: precompressed, so the .br and .gz copies are checked too.
    writeFileSync(path.join(build, 'chunk.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    await putSignedRelease(store, 'search', '1.1.0', build, signer);
    releaseDir = path.join(root, 'releases', 'search', '1.1.0');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('verifies what it signed, recomputing every file from the store', async () => {
    const verified = await verify();
    expect(verified.keyid).toBe(signer.keyid);
    const integrity = parseReleaseIntegrity(readFileSync(file('integrity.json')));
    expect(verified.files).toEqual(integrity?.files);
    expect(Object.keys(verified.files)).toEqual(['build-info.json', 'chunk.js', 'mf-manifest.json', 'remoteEntry.js']);
    expect(verified.files['chunk.js']).toBe(sha384Hex(readFileSync(file('chunk.js'))));
  });

  it('refuses a release with one changed byte', async () => {
    const body = readFileSync(file('remoteEntry.js'));
    body[0] = body[0] === 0x76 ? 0x77 : 0x76;
    writeFileSync(file('remoteEntry.js'), body);
    await expect(verify()).rejects.toThrow(
      'Refusing search 1.1.0: its files do not match its signed provenance:\n  remoteEntry.js has changed',
    );
  });

  it('refuses a precompressed copy that does not decode to the signed file', async () => {
    writeFileSync(file('chunk.js.br'), brotliCompressSync(Buffer.from('alert(1)')));
    await expect(verify()).rejects.toThrow('chunk.js.br does not decode to the signed chunk.js');
  });

  it('refuses an added file and a missing one', async () => {
    writeFileSync(file('extra.js'), 'alert(1)');
    rmSync(file('build-info.json'));
    const refusal = verify();
    await expect(refusal).rejects.toThrow('extra.js is not named in the signed provenance');
    await expect(verify()).rejects.toThrow('build-info.json is missing');
  });

  it('refuses a file changed together with integrity.json, which the signature does not cover', async () => {
    writeFileSync(file('remoteEntry.js'), 'alert(1)');
    const integrity = JSON.parse(readFileSync(file('integrity.json'), 'utf8')) as { files: Record<string, string> };
    integrity.files['remoteEntry.js'] = sha384Hex('alert(1)');
    writeFileSync(file('integrity.json'), JSON.stringify(integrity));
    await expect(verify()).rejects.toThrow('remoteEntry.js: integrity.json and provenance differ');
  });

  it('refuses a tampered payload: the signature does not verify', async () => {
    writeFileSync(file('remoteEntry.js'), 'alert(1)');
    const envelope = parseEnvelope(readFileSync(file('provenance.json')));
    const statement = JSON.parse(Buffer.from(envelope?.payload ?? '', 'base64').toString()) as {
      subject: { name: string; digest: { sha384: string } }[];
    };
    for (const subject of statement.subject) {
      if (subject.name === 'remoteEntry.js') subject.digest.sha384 = sha384Hex('alert(1)');
    }
    const payload = Buffer.from(JSON.stringify(statement)).toString('base64');
    writeFileSync(file('provenance.json'), JSON.stringify({ ...envelope, payload }));
    await expect(verify()).rejects.toThrow('Refusing search 1.1.0: the signature of its provenance does not verify');
  });

  it('refuses a release signed with another key, naming both keys', async () => {
    const other = testSigner();
    await expect(verify(other.publicKey)).rejects.toThrow(
      `its provenance is not signed by the release key ${other.keyid} (signed by: ${signer.keyid})`,
    );
  });

  it('refuses a signed release copied under another version, and an unsigned release', async () => {
    cpSync(releaseDir, path.join(root, 'releases', 'search', '6.6.6'), { recursive: true });
    await expect(verify(signer.publicKey, '6.6.6')).rejects.toThrow('its provenance describes search 1.1.0');
    await expect(verify(signer.publicKey, '1.0.0')).rejects.toThrow(
      'Refusing search 1.0.0: it has no provenance.json (only releases made by pnpm release are signed)',
    );
  });
});

describe('verifyRelease in an S3 bucket', () => {
  it('lists and re-reads the objects of the release', async () => {
    const s3 = await startS3StandIn();
    const client = createS3Client({ endpoint: s3.endpoint, accessKeyId: 'test', secretAccessKey: 'test' });
    const root = mkdtempSync(path.join(tmpdir(), 'beacon-verify-s3-'));
    try {
      const store = new S3ReleaseStore({ bucket: s3.bucket, prefix: 'beacon/', client });
      await putSignedRelease(store, 'search', '1.1.0', fakeBuild(root, 'search', HOST_SHARED), signer);
      const verified = await verifyRelease(store, 'search', '1.1.0', signer.publicKey);
      expect(Object.keys(verified.files)).toEqual(['mf-manifest.json', 'remoteEntry.js']);
      await expect(verifyRelease(store, 'search', '1.1.0', testSigner().publicKey)).rejects.toThrow(
        'is not signed by the release key',
      );
    } finally {
      client.destroy();
      await s3.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
