import { manifestWith } from '../test-support/fake-releases';
import { formatTable, releaseRows } from './release-table';

describe('releases table', () => {
  it('shows every version, newest first, with its status and share', () => {
    const manifest = {
      ...manifestWith('h', { search: { stable: '1.1.0', canary: { version: '1.2.0', percent: 20 } } }),
      history: { search: ['1.0.0'] },
    };
    const rows = releaseRows(
      [
        { version: '1.0.0', publishedAt: '2026-01-01T00:00:00.000Z' },
        { version: '1.2.0', publishedAt: '2026-03-01T00:00:00.000Z' },
        { version: '1.1.0', publishedAt: '2026-02-01T00:00:00.000Z' },
        { version: '0.9.0', publishedAt: null },
      ],
      manifest,
      'search',
    );
    expect(rows).toEqual([
      { version: '1.2.0', status: 'canary', share: '20%', published: '2026-03-01T00:00:00.000Z' },
      { version: '1.1.0', status: 'stable', share: '80%', published: '2026-02-01T00:00:00.000Z' },
      { version: '1.0.0', status: 'previous', share: '', published: '2026-01-01T00:00:00.000Z' },
      { version: '0.9.0', status: '', share: '', published: '' },
    ]);
    expect(formatTable(rows).split('\n')).toEqual([
      'VERSION  STATUS    SHARE  PUBLISHED',
      '1.2.0    canary    20%    2026-03-01T00:00:00.000Z',
      '1.1.0    stable    80%    2026-02-01T00:00:00.000Z',
      '1.0.0    previous         2026-01-01T00:00:00.000Z',
      '0.9.0',
    ]);
  });
});
