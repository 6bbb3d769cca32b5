import { formatLighthouseScores } from './format-lighthouse-scores';
import type { LighthouseScores } from './lighthouse-audit';

const run = (performance: number, largestContentfulPaintMs: number): LighthouseScores => ({
  performance,
  accessibility: 100,
  firstContentfulPaintMs: 950,
  largestContentfulPaintMs,
  totalBlockingTimeMs: 800,
  speedIndexMs: 1600,
  cumulativeLayoutShift: 0,
  hostBenchmarkIndex: 1254.4,
  cpuSlowdownMultiplier: 4,
});

describe('formatLighthouseScores', () => {
  const runs = [run(74, 3279), run(70, 3400), run(78, 3100)];

  it('prints the median of each figure and every run of the performance score', () => {
    expect(formatLighthouseScores(runs)).toBe(
      'performance  74   accessibility 100   FCP   950 ms   LCP  3279 ms   TBT  800 ms   SI  1600 ms   CLS 0.000   ' +
        'CPU index 1254   (runs: 74, 70, 78)',
    );
  });

  it('leaves out accessibility, speed index and layout shift when brief', () => {
    expect(formatLighthouseScores(runs, { brief: true })).toBe(
      'performance  74   FCP   950 ms   LCP  3279 ms   TBT  800 ms   CPU index 1254   (runs: 74, 70, 78)',
    );
  });
});
