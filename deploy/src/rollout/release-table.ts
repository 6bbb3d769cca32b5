import type { RemoteName } from '@beacon/platform';

import type { EnvironmentManifest } from '../environment/environment-manifest';
import type { PublishedRelease } from '../storage/release-store';

export interface ReleaseRow {
  version: string;
  status: 'stable' | 'canary' | 'previous' | '';
  share: string;
  published: string;
}

/** `pnpm releases <remote>`: every published version, which one is stable or canary and the share it gets. */
export function releaseRows(
  releases: PublishedRelease[],
  manifest: EnvironmentManifest | null,
  remote: RemoteName,
): ReleaseRow[] {
  const rollout = manifest?.remotes[remote];
  const canary = rollout?.canary ?? null;
  const previous = new Set(manifest?.history?.[remote] ?? []);
  return [...releases]
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.version.localeCompare(a.version))
    .map((release): ReleaseRow => {
      let status: ReleaseRow['status'] = '';
      let share = '';
      if (rollout?.stable === release.version) {
        status = 'stable';
        share = `${100 - (canary?.percent ?? 0)}%`;
      } else if (canary?.version === release.version) {
        status = 'canary';
        share = `${canary.percent}%`;
      } else if (previous.has(release.version)) status = 'previous';
      return { version: release.version, status, share, published: release.publishedAt ?? '' };
    });
}

export function formatTable(rows: ReleaseRow[]): string {
  const header: ReleaseRow = {
    version: 'VERSION',
    status: 'STATUS' as ReleaseRow['status'],
    share: 'SHARE',
    published: 'PUBLISHED',
  };
  const all = [header, ...rows];
  const width = (key: keyof ReleaseRow) => Math.max(...all.map((row) => row[key].length));
  const widths = { version: width('version'), status: width('status'), share: width('share') };
  return all
    .map((row) =>
      [
        row.version.padEnd(widths.version),
        row.status.padEnd(widths.status),
        row.share.padEnd(widths.share),
        row.published,
      ]
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
