import type { LighthouseScores } from './lighthouse-audit';
import { medianOfEach } from './median';

/**
 * One page's Lighthouse line: the median of each figure over the runs, then each run's performance score. `brief`
 * leaves out what bench:floor does not compare (accessibility, speed index and layout shift).
 */
export function formatLighthouseScores(runs: readonly LighthouseScores[], { brief = false } = {}): string {
  const scores = medianOfEach(runs);
  const ms = (value: number, width: number) => `${value.toFixed(0).padStart(width)} ms`;
  return [
    `performance ${String(scores.performance).padStart(3)}`,
    ...(brief ? [] : [`accessibility ${String(scores.accessibility).padStart(3)}`]),
    `FCP ${ms(scores.firstContentfulPaintMs, 5)}`,
    `LCP ${ms(scores.largestContentfulPaintMs, 5)}`,
    `TBT ${ms(scores.totalBlockingTimeMs, 4)}`,
    ...(brief ? [] : [`SI ${ms(scores.speedIndexMs, 5)}`, `CLS ${scores.cumulativeLayoutShift.toFixed(3)}`]),
    `CPU index ${scores.hostBenchmarkIndex.toFixed(0)}`,
    `(runs: ${runs.map((run) => run.performance).join(', ')})`,
  ].join('   ');
}
