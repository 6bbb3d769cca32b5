import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import type { RemoteName } from '@beacon/platform';
import { releaseHealthResponseSchema, type ReleaseHealthResponse } from '@beacon/validation';

import type { AuditEntry } from '../audit/audit-entry';
import { DeployError } from '../deploy-error';
import type { EnvironmentManifest } from '../environment/environment-manifest';
import { applyRollout } from '../rollout/apply-rollout';
import { LocalReleaseStore } from '../storage/local-release-store';
import type { ReleaseStore } from '../storage/release-store';
import { fakeBuild, HOST_SHARED, seededStore } from '../test-support/fake-releases';
import { guardTick, runGuardController, type GuardControllerOptions } from './guard-controller';
import { startGuard } from './guard-plan';
import type { ReleaseHealthSource } from './release-health-source';

function sample(name: string): ReleaseHealthResponse {
  const body: unknown = JSON.parse(readFileSync(path.join(import.meta.dirname, 'samples', `${name}.json`), 'utf8'));
  return releaseHealthResponseSchema.validateSync(body);
}

const START = new Date('2026-05-06T07:00:00.000Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

/** A health source answering a recorded sample as of `asOf`, and remembering what it was asked. */
class FakeSource implements ReleaseHealthSource {
  asked: Array<{ remote: RemoteName; since: string }> = [];
  constructor(
    public answer: string | Error,
    public asOf: () => Date,
    public beforeAnswer: () => Promise<void> = async () => {},
  ) {}
  async read(remote: RemoteName, since: string): Promise<ReleaseHealthResponse> {
    this.asked.push({ remote, since });
    await this.beforeAnswer();
    if (this.answer instanceof Error) throw this.answer;
    return { ...sample(this.answer), since, asOf: this.asOf().toISOString() };
  }
}

describe('guard controller', () => {
  let store: ReleaseStore;
  let root: string;
  let clock: Date;
  let source: FakeSource;
  const options = (): GuardControllerOptions => ({
    store,
    environment: 'local',
    source,
    staleMs: 15_000,
    now: () => clock,
  });
  const search = async () => (await store.readEnvironment('local'))?.remotes.search;
  const guardEntries = async () =>
    (await store.readAudit()).filter((entry: AuditEntry) => entry.action.startsWith('guard-'));

  /** `pnpm rollout search 1.1.0 --percent N --guard --steps … --step-minutes 5` at START */
  const guardedRollout = async (percent: number, steps = [5, 25, 50, 100]) => {
    const plan = startGuard({ percent, steps, stepMinutes: 5, now: START });
    await applyRollout(
      { action: 'rollout', remote: 'search', version: '1.1.0', percent: plan.percent, guard: plan.guard },
      { store, environment: 'local', actor: 'sam', now: () => START },
    );
  };

  beforeEach(async () => {
    ({ store, root } = await seededStore());
    const metadata = { app: 'search', version: '1.1.0', publishedAt: '2026-05-01T00:00:00.000Z' };
    await store.putRelease('search', '1.1.0', fakeBuild(root, 'search', HOST_SHARED), metadata);
    clock = at(45);
    source = new FakeSource('healthy-canary', () => clock);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('rolls back a significant breach in the first tick that sees it: canary pulled, stable untouched, audited', async () => {
    await guardedRollout(50);
    source.answer = 'render-error-breach';
    expect(await guardTick(options())).toEqual([
      { remote: 'search', action: 'rollback', reason: expect.stringContaining('significant breach: error-rate') },
    ]);
    expect(source.asked).toEqual([{ remote: 'search', since: START.toISOString() }]);
    expect(await search()).toEqual({ stable: '1.0.0', canary: null, pulled: ['1.1.0'] });

    const [entry] = await guardEntries();
    expect(entry).toMatchObject({
      time: clock.toISOString(),
      actor: 'release-guard',
      action: 'guard-rollback',
      app: 'search',
      after: { stable: '1.0.0', canary: null, pulled: ['1.1.0'] },
      decision: {
        metric: 'error-rate',
        step: { percent: 50, index: 0, startedAt: START.toISOString() },
        window: { since: START.toISOString(), asOf: clock.toISOString() },
        arms: {
          stable: { version: '1.0.0', views: 32, renderErrors: 0 },
          canary: { version: '1.1.0', views: 30, renderErrors: 30 },
        },
      },
    });
    expect(entry?.decision?.checks.find((check) => check.metric === 'error-rate')).toMatchObject({
      canary: 1,
      stable: 0,
      significant: true,
    });
    // nothing left to guard
    expect(await guardTick(options())).toEqual([]);
  });

  it('never acts on stale figures or on a failed read', async () => {
    await guardedRollout(50);
    source.answer = 'render-error-breach';
    source.asOf = () => at(20); // read 25 s before the tick began, past the 15 s bound
    expect(await guardTick(options())).toEqual([
      { remote: 'search', action: 'skipped', reason: `stale figures (as of ${at(20).toISOString()})` },
    ]);
    source.answer = new Error('connect ECONNREFUSED 127.0.0.1:4000');
    expect(await guardTick(options())).toEqual([
      { remote: 'search', action: 'skipped', reason: 'figures unavailable: connect ECONNREFUSED 127.0.0.1:4000' },
    ]);
    expect((await search())?.canary).toEqual({ version: '1.1.0', percent: 50 });
    expect(await guardEntries()).toEqual([]);
  });

  it('steps a healthy canary on when its step is over, with a fresh window, then promotes at 100 %', async () => {
    await guardedRollout(25);
    clock = at(4 * 60);
    expect((await guardTick(options()))[0]?.action).toBe('continue');
    expect((await search())?.canary).toEqual({ version: '1.1.0', percent: 25 });

    clock = at(6 * 60);
    expect((await guardTick(options()))[0]?.action).toBe('advance');
    expect(await search()).toMatchObject({
      canary: { version: '1.1.0', percent: 50 },
      guard: { steps: [25, 50, 100], stepIndex: 1, stepStartedAt: at(6 * 60).toISOString(), status: 'watching' },
    });

    clock = at(12 * 60);
    expect((await guardTick(options()))[0]?.action).toBe('promote');
    expect(source.asked.at(-1)).toEqual({ remote: 'search', since: at(6 * 60).toISOString() });
    expect(await search()).toEqual({ stable: '1.1.0', canary: null });
    expect((await guardEntries()).map((entry) => entry.action)).toEqual(['guard-advance', 'guard-promote']);
  });

  it('resumes after a restart from the plan in the manifest alone', async () => {
    await guardedRollout(25);
    clock = at(3 * 60);
    await guardTick(options());
    // a new controller (a restart): a new source and options, nothing carried over
    source = new FakeSource('healthy-canary', () => clock);
    clock = at(5 * 60 + 1);
    expect((await guardTick(options()))[0]?.action).toBe('advance');
    expect(source.asked).toEqual([{ remote: 'search', since: START.toISOString() }]);
  });

  it('pauses an inconclusive breach once, keeps watching it, and still rolls it back', async () => {
    await guardedRollout(25);
    source.answer = 'inconclusive-slight-breach';
    clock = at(5 * 60);
    expect((await guardTick(options()))[0]?.action).toBe('continue');
    clock = at(10 * 60);
    expect((await guardTick(options()))[0]?.action).toBe('pause');
    expect((await search())?.guard?.status).toBe('paused');
    clock = at(11 * 60);
    expect((await guardTick(options()))[0]?.action).toBe('continue');
    source.answer = 'render-error-breach';
    expect((await guardTick(options()))[0]?.action).toBe('rollback');
    expect((await guardEntries()).map((entry) => entry.action)).toEqual(['guard-pause', 'guard-rollback']);
  });

  it('pauses, saying why, when its step on is refused (instead of trying again every tick)', async () => {
    await guardedRollout(25);
    // the same folders, with a store that refuses the next step's manifest
    store = new (class extends LocalReleaseStore {
      override async writeEnvironment(environment: string, manifest: EnvironmentManifest): Promise<void> {
        if (manifest.remotes.search.guard?.stepIndex === 1) throw new DeployError('refused for the test');
        await super.writeEnvironment(environment, manifest);
      }
    })({
      releasesDir: path.join(root, 'releases'),
      environmentsDir: path.join(root, 'environments'),
      auditLog: path.join(root, 'audit.log'),
    });
    clock = at(6 * 60);
    expect(await guardTick(options())).toEqual([
      { remote: 'search', action: 'pause', reason: 'refused: refused for the test' },
    ]);
    expect(await search()).toMatchObject({ canary: { percent: 25 }, guard: { stepIndex: 0, status: 'paused' } });
    const [entry] = await guardEntries();
    expect(entry).toMatchObject({ action: 'guard-pause', decision: { reason: 'refused: refused for the test' } });
    // paused: never stepped on again, so nothing is refused again
    expect((await guardTick(options()))[0]?.action).toBe('continue');
  });

  it('voids its decision when an operator changed the rollout while the figures were read', async () => {
    await guardedRollout(50);
    source.answer = 'render-error-breach';
    source.beforeAnswer = async () => {
      await applyRollout({ action: 'rollback', remote: 'search' }, { store, environment: 'local', actor: 'sam' });
    };
    const [outcome] = await guardTick(options());
    expect(outcome).toMatchObject({ action: 'skipped', reason: expect.stringContaining('the decision is void') });
    expect(await search()).toEqual({ stable: '1.0.0', canary: null });
    expect(await guardEntries()).toEqual([]);
  });

  it('runs tick after tick until stopped, saying each state once', async () => {
    await guardedRollout(50);
    const controller = new AbortController();
    const lines: string[] = [];
    let ticks = 0;
    source.beforeAnswer = async () => {
      ticks += 1;
      if (ticks === 3) controller.abort();
    };
    await runGuardController({ ...options(), tickMs: 1, signal: controller.signal, log: (line) => lines.push(line) });
    expect(ticks).toBe(3);
    expect(lines).toEqual([
      expect.stringMatching(/^\[guard\] search: continue \(healthy, step 0\.8 min of 5\.0 min\)$/),
    ]);
  });
});
