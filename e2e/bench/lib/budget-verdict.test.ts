/// <reference types="jest" />

import { budgetVerdict, type BudgetMiss } from './budget-verdict';

const bytes: BudgetMiss = { kind: 'build', text: '/dashboard: 171.2 KiB JS > 170.0 KiB' };
const performance: BudgetMiss = { kind: 'machine', text: 'person report: Lighthouse performance 83 < 95' };
const ratio: BudgetMiss = {
  kind: 'federation',
  text: "/dashboard: federated JS before content 168.4 KiB = 1.30 × the monolith's 129.9 KiB > 1.1",
};

describe('budgetVerdict', () => {
  it('passes when every budget is met', () => {
    expect(budgetVerdict([], { strict: false })).toEqual({ lines: ['every budget met'], exitCode: 0 });
  });

  it('fails on a budget the build decides, and lists it', () => {
    const verdict = budgetVerdict([bytes], { strict: false });
    expect(verdict.exitCode).toBe(1);
    expect(verdict.lines).toEqual([
      'over budget (fails the run):',
      '  /dashboard: 171.2 KiB JS > 170.0 KiB',
      'bench:load fails: a budget above is missed',
    ]);
  });

  it('prints a machine-bound or federation miss with its reason, without failing', () => {
    const verdict = budgetVerdict([performance, ratio], { strict: false });
    expect(verdict.exitCode).toBe(0);
    expect(verdict.lines).toEqual([
      'over budget (printed, not failed on: they follow the machine as much as the build (BENCH_LOAD_STRICT=1 fails on them)):',
      '  person report: Lighthouse performance 83 < 95',
      "over budget (printed, not failed on: federation's own code alone is over this ratio (its share above)):",
      "  /dashboard: federated JS before content 168.4 KiB = 1.30 × the monolith's 129.9 KiB > 1.1",
      'every budget this build decides is met',
    ]);
  });

  it('fails on every miss when strict', () => {
    const verdict = budgetVerdict([performance], { strict: true });
    expect(verdict.exitCode).toBe(1);
    expect(verdict.lines).toContain('over budget (fails the run: strict):');
  });

  it('fails on a build miss among reported ones', () => {
    expect(budgetVerdict([performance, bytes, ratio], { strict: false }).exitCode).toBe(1);
  });
});
