import type { AuditEntry } from '../audit/audit-entry';
import { decideGuard } from './guard-analysis';
import { describeGuard, guardDecisionLines } from './guard-summary';
import { guardDecisionRecord } from './guard-record';

const arm = (version: string, views: number, renderErrors: number) => ({
  version,
  cohort: 'canary' as const,
  devices: 5,
  views,
  loadFailures: 0,
  renderErrors,
  runtimeErrors: 0,
  apiRequests: 0,
  apiFailures: 0,
  lcpMs: [],
  inpMs: [],
});

function entry(env: string, app: string, time: string): AuditEntry {
  const stable = { ...arm('1.0.0', 40, 0), cohort: 'stable' as const };
  const canary = arm('1.1.0', 40, 40);
  const decision = decideGuard({ stable, canary, elapsedMs: 30_000, stepMs: 300_000, paused: false });
  return {
    time,
    actor: 'release-guard',
    action: 'guard-rollback',
    env,
    app,
    before: {},
    after: {},
    decision: guardDecisionRecord({
      decision,
      step: { percent: 50, index: 0, startedAt: '2026-05-06T07:00:00.000Z' },
      health: { since: '2026-05-06T07:00:00.000Z', asOf: time, lastReceivedAt: time },
      stable: { version: '1.0.0', figures: stable },
      canary: { version: '1.1.0', figures: canary },
    }),
  };
}

describe('guard summary', () => {
  it('describes the plan', () => {
    expect(
      describeGuard({
        steps: [5, 25, 50, 100],
        stepIndex: 1,
        stepStartedAt: '2026-05-06T07:00:00.000Z',
        stepMinutes: 5,
        status: 'paused',
      }),
    ).toBe('guarded: step 2 of 4 (5 → 25 → 50 → 100 %), 5 min a step, paused since 2026-05-06T07:00:00.000Z');
  });

  it("lists the remote's guard decisions in the environment, newest first, with figures and counts", () => {
    const plain: AuditEntry = {
      time: 't',
      actor: 'sam',
      action: 'rollout',
      env: 'local',
      app: 'search',
      before: {},
      after: {},
    };
    const entries = [
      entry('local', 'search', '2026-05-06T07:00:30.000Z'),
      plain,
      entry('staging', 'search', '2026-05-06T07:00:40.000Z'),
      entry('local', 'reports', '2026-05-06T07:00:50.000Z'),
      entry('local', 'search', '2026-05-06T07:01:00.000Z'),
    ];
    const lines = guardDecisionLines(entries, 'local', 'search');
    expect(lines.filter((line) => line.startsWith('2026'))).toEqual([
      expect.stringMatching(/^2026-05-06T07:01:00\.000Z {2}guard-rollback {2}1\.1\.0 at 50 %: significant breach/),
      expect.stringMatching(/^2026-05-06T07:00:30\.000Z {2}guard-rollback/),
    ]);
    expect(lines[1]).toMatch(/^ {4}error-rate 100\.0 % vs 0\.0 % \(limit 2\.0 %, n 40\/40, Λ \S+ ≥ 100\)$/);
    expect(lines[2]).toBe('    canary 1.1.0: 40 views, 40 failed, 0/0 API calls failed, 5 devices');
    expect(lines[4]).toBe('    window 2026-05-06T07:00:00.000Z → 2026-05-06T07:01:00.000Z');
  });
});
