/// <reference types="jest" />

import { calibratedCpuSlowdown } from './cpu-calibration';

describe('calibratedCpuSlowdown', () => {
  it("is the preset's 4× on the machine the preset is calibrated for", () => {
    expect(calibratedCpuSlowdown(1750)).toBe(4);
  });

  it("is less on a slower machine, as Lighthouse's throttling guide advises for a low-end desktop", () => {
    expect(calibratedCpuSlowdown(1100)).toBe(2.5);
    expect(calibratedCpuSlowdown(1205)).toBe(2.8);
  });

  it('is more on a faster machine', () => {
    expect(calibratedCpuSlowdown(2400)).toBe(5.5);
  });

  it('never speeds a machine up', () => {
    expect(calibratedCpuSlowdown(300)).toBe(1);
  });

  it('refuses an index Lighthouse did not measure', () => {
    expect(() => calibratedCpuSlowdown(0)).toThrow('no usable benchmarkIndex');
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow('no usable benchmarkIndex');
  });
});
