import { guardPlanProblems } from './guard-plan-problems';

describe('guardPlanProblems', () => {
  it('accepts a guard plan with its canary, and names what is wrong with one', () => {
    const guard = {
      steps: [5, 25, 50, 100],
      stepIndex: 1,
      stepStartedAt: '2026-05-06T07:00:00.000Z',
      stepMinutes: 5,
      status: 'watching',
    };
    const withGuard = (plan: unknown, canary: unknown = { version: '1.1.0', percent: 25 }) =>
      guardPlanProblems({ remotes: { search: { stable: '1.0.0', canary, guard: plan } } });
    expect(withGuard(guard)).toEqual([]);
    expect(withGuard(guard, null)).toEqual(['remotes.search.guard needs a canary to guard']);
    expect(withGuard({ ...guard, stepIndex: 2 })).toEqual([
      "remotes.search.guard.stepIndex must name the canary's percent among the steps",
    ]);
    expect(withGuard({ ...guard, steps: [25, 5] })).toEqual([
      'remotes.search.guard.steps must be increasing whole percents from 1 to 100',
    ]);
    expect(withGuard({ ...guard, stepStartedAt: 'soon', stepMinutes: 0, status: 'asleep' })).toEqual([
      'remotes.search.guard.stepStartedAt must be an ISO date-time',
      'remotes.search.guard.stepMinutes must be a number of minutes above 0, at most 1440',
      'remotes.search.guard.status must be watching or paused',
    ]);
  });

  it('has nothing to say about a manifest without plans', () => {
    expect(guardPlanProblems({ remotes: { search: { stable: '1.0.0' } } })).toEqual([]);
    expect(guardPlanProblems(null)).toEqual([]);
  });
});
