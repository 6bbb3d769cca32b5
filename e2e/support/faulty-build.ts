import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function sha384(body: Buffer | string): string {
  return createHash('sha384').update(body).digest('base64');
}

/**
 * A copy of a remote's build whose chunk holding `needle` evaluates `replacement` instead: a release that breaks
 * the way a bad commit would (it throws while rendering), built as the team builds. The chunk's Subresource
 * Integrity digest in the remote's runtime (remoteEntry.js) is updated with it, as a real build of that code would
 * have it: the release is broken, not tampered with.
 */
export function copyWithFault(distDir: string, needle: string, replacement: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'beacon-faulty-'));
  cpSync(distDir, copy, { recursive: true });
  const scripts = readdirSync(copy).filter((file) => file.endsWith('.js'));
  const chunk = scripts.find(
    (file) => file !== 'remoteEntry.js' && readFileSync(path.join(copy, file), 'utf8').includes(needle),
  );
  if (!chunk) throw new Error(`no chunk of ${distDir} holds ${JSON.stringify(needle)}`);
  const before = readFileSync(path.join(copy, chunk), 'utf8');
  const after = before.replace(needle, replacement);
  writeFileSync(path.join(copy, chunk), after);
  // the runtime names each chunk's SHA-384 in base64 (tooling/webpack/chunk-integrity-plugin.mjs)
  const [oldDigest, newDigest] = [sha384(before), sha384(after)];
  let updated = 0;
  for (const file of scripts) {
    const body = readFileSync(path.join(copy, file), 'utf8');
    if (!body.includes(oldDigest)) continue;
    writeFileSync(path.join(copy, file), body.replaceAll(oldDigest, newDigest));
    updated += 1;
  }
  if (updated === 0) throw new Error(`no runtime of ${distDir} names the digest of ${chunk}`);
  return copy;
}
