import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { collectBuildFacts, sourceUriOf } from './build-facts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('build facts', () => {
  it('states the source without credentials', () => {
    expect(sourceUriOf('https://dana:ghp_secret@github.com/org/beacon.git')).toBe(
      'git+https://github.com/org/beacon.git',
    );
    expect(sourceUriOf('git@github.com:org/beacon.git')).toBe('git+git@github.com:org/beacon.git');
    expect(sourceUriOf(null)).toBe('git+urn:beacon:source');
  });

  it('reads the commit, the lockfile hash, the builder and the build contract', async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'beacon-facts-'));
    try {
      writeFileSync(path.join(distDir, 'build-info.json'), JSON.stringify({ contractHash: 'ab'.repeat(32) }));
      const facts = await collectBuildFacts({
        repoRoot,
        distDir,
        command: 'pnpm --filter @beacon/remote-search build',
        startedOn: new Date('2026-01-01T00:00:00.000Z'),
        finishedOn: new Date('2026-01-01T00:02:00.000Z'),
        env: { BEACON_BUILDER_ID: 'https://ci.example/workflows/release' },
      });
      expect(facts).toMatchObject({
        commit: execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim(),
        lockfileSha256: createHash('sha256')
          .update(readFileSync(path.join(repoRoot, 'pnpm-lock.yaml')))
          .digest('hex'),
        builderId: 'https://ci.example/workflows/release',
        contractHash: 'ab'.repeat(32),
        startedOn: '2026-01-01T00:00:00.000Z',
        finishedOn: '2026-01-01T00:02:00.000Z',
      });
      expect(typeof facts.treeClean).toBe('boolean');
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
