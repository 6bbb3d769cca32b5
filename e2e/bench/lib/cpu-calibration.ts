/**
 * Lighthouse's CPU slowdown is relative to the machine it runs on: the mobile preset's 4× is calibrated for a
 * high-end desktop (`benchmarkIndex` 1500–2000), which it moves into the mid-tier mobile bracket (Lighthouse's
 * docs/throttling.md, "Calibrating the CPU slowdown", which advises about 2× on a low-end desktop, 1000–1500). On a
 * slower machine, or this VM on a busy day, the same 4× emulates a slower phone than the preset means to.
 *
 * The index the preset aims at: the middle of its high-end desktop bracket, slowed down 4×.
 */
export const PRESET_TARGET_BENCHMARK_INDEX = 1750 / 4;

/**
 * The CPU slowdown that emulates the preset's phone on a machine of this `benchmarkIndex`: the slowdown that brings
 * the index to the preset's target, to one decimal, never below 1 (a machine slower than the target is not sped up).
 */
export function calibratedCpuSlowdown(hostBenchmarkIndex: number): number {
  if (!Number.isFinite(hostBenchmarkIndex) || hostBenchmarkIndex <= 0) {
    throw new Error(`calibratedCpuSlowdown: no usable benchmarkIndex (${hostBenchmarkIndex})`);
  }
  return Math.max(1, Math.round((hostBenchmarkIndex / PRESET_TARGET_BENCHMARK_INDEX) * 10) / 10);
}
