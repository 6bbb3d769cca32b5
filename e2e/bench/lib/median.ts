export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of each figure over the runs, each on its own (so they may come from different runs). */
export function medianOfEach<T extends Record<keyof T, number>>(runs: readonly T[]): T {
  const first = runs[0];
  if (!first) throw new Error('medianOfEach needs at least one run');
  const figures = Object.keys(first) as (keyof T)[];
  return Object.fromEntries(figures.map((figure) => [figure, median(runs.map((run) => run[figure]))])) as T;
}
