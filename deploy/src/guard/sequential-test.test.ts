import { mixtureSprt } from './sequential-test';

const options = { alpha: 0.01, tau: 0.2 };

/** A seeded generator (mulberry32), so the simulation is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('mixtureSprt', () => {
  it('stays below its threshold at the null (canary exactly stable + tolerance) however often it is read', () => {
    const random = seeded(60);
    const runs = 200;
    let crossed = 0;
    for (let run = 0; run < runs; run += 1) {
      const canary = { events: 0, trials: 0 };
      const stable = { events: 0, trials: 0 };
      // 400 looks, one view per arm between looks: far more looks than the guard makes in a step
      for (let look = 0; look < 400; look += 1) {
        canary.trials += 1;
        stable.trials += 1;
        if (random() < 0.05) canary.events += 1;
        if (random() < 0.03) stable.events += 1;
        if (mixtureSprt(canary, stable, 0.02, options).significant) {
          crossed += 1;
          break;
        }
      }
    }
    expect(crossed / runs).toBeLessThanOrEqual(options.alpha);
  });

  it('treats a stable arm without errors as a small rate, not a zero variance', () => {
    const result = mixtureSprt({ events: 1, trials: 20 }, { events: 0, trials: 20 }, 0.02, options);
    expect(Number.isFinite(result.statistic)).toBe(true);
    expect(result.significant).toBe(false);
    expect(mixtureSprt({ events: 20, trials: 20 }, { events: 0, trials: 20 }, 0.02, options).significant).toBe(true);
  });

  it('takes an improvement as no evidence, and an arm without trials as none either', () => {
    const better = mixtureSprt({ events: 0, trials: 500 }, { events: 100, trials: 500 }, 0, options);
    expect(better.statistic).toBeLessThan(1);
    expect(mixtureSprt({ events: 5, trials: 5 }, { events: 0, trials: 0 }, 0, options)).toEqual({
      statistic: 0,
      threshold: 100,
      significant: false,
    });
    expect(mixtureSprt({ events: 30, trials: 40 }, { rate: 0.25 }, 0, options).significant).toBe(true);
  });
});
