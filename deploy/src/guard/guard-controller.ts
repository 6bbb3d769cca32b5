import type { KeyObject } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { remoteNames, type RemoteName, type RemoteRollout } from '@beacon/platform';
import type { ReleaseHealthResponse } from '@beacon/validation';

import type { GuardAuditAction } from '../audit/audit-entry';
import { DeployError } from '../deploy-error';
import { applyRollout, type GuardedChange, type RolloutCommand } from '../rollout/apply-rollout';
import type { ReleaseStore } from '../storage/release-store';
import { decideGuard, DEFAULT_GUARD_POLICY, figuresOf, type GuardAction, type GuardPolicy } from './guard-analysis';
import { nextStep } from './guard-plan';
import { guardDecisionRecord } from './guard-record';
import type { ReleaseHealthSource } from './release-health-source';

// The release guard's controller (issue 60): every tick, for every remote of the environment whose rollout carries a
// guard plan, read both arms' figures since the step began, judge them (guard-analysis.ts) and act through the same
// applyRollout path as the CLI, audited with the decision and its figures.
//
// It keeps nothing in memory that matters: each tick re-reads the manifest from the store, so a restart resumes from
// the plan kept there, and a manual rollout, promote or rollback between two ticks simply ends the plan. A decision
// is applied only to the step it was made on (the canary's version and the step's start are checked again when the
// change is written), and never on figures it could not read or that are stale.

/** Who the audit log names for the guard's changes. */
export const GUARD_ACTOR = 'release-guard';

export interface GuardControllerOptions {
  store: ReleaseStore;
  environment: string;
  source: ReleaseHealthSource;
  /** figures read by the server longer than this before the tick began are refused */
  staleMs: number;
  policy?: GuardPolicy;
  now?: () => Date;
  /** the release key's public half: a step on or a promote by the guard verifies the release as the CLI's do */
  verifyKey?: KeyObject;
}

export interface GuardOutcome {
  remote: RemoteName;
  /** what was done; skipped: nothing, for want of fresh figures or because the step changed meanwhile */
  action: GuardAction | 'promote' | 'skipped';
  reason: string;
}

function message(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch says only "fetch failed"; its cause says why (ECONNREFUSED, a timeout)
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

/** Why these figures must not be acted on (null: they may). */
function refusal(health: ReleaseHealthResponse, remote: RemoteName, since: string, tickStart: number, staleMs: number) {
  if (health.remote !== remote) return `the figures are of ${health.remote}, not ${remote}`;
  // the window must cover the whole step, or the arms would be judged on part of it
  const from = Date.parse(health.since);
  if (Number.isNaN(from) || from > Date.parse(since)) return `the figures start at ${health.since}, after the step`;
  const asOf = Date.parse(health.asOf);
  if (Number.isNaN(asOf) || asOf < tickStart - staleMs) return `stale figures (as of ${health.asOf})`;
  return null;
}

async function guardRemote(
  remote: RemoteName,
  rollout: RemoteRollout,
  options: GuardControllerOptions,
  tickStart: Date,
): Promise<GuardOutcome | null> {
  const { guard, canary } = rollout;
  if (!guard || !canary) return null;
  const skipped = (reason: string): GuardOutcome => ({ remote, action: 'skipped', reason });

  let health: ReleaseHealthResponse;
  try {
    health = await options.source.read(remote, guard.stepStartedAt);
  } catch (error) {
    return skipped(`figures unavailable: ${message(error)}`);
  }
  const refused = refusal(health, remote, guard.stepStartedAt, tickStart.getTime(), options.staleMs);
  if (refused) return skipped(refused);

  const stable = figuresOf(health.versions, rollout.stable, 'stable');
  const canaryFigures = figuresOf(health.versions, canary.version, 'canary');
  // The window the figures cover ends at the server's read, not at this tick.
  const end = Math.min(Date.parse(health.asOf), tickStart.getTime());
  const decision = decideGuard(
    {
      stable,
      canary: canaryFigures,
      elapsedMs: Math.max(0, end - Date.parse(guard.stepStartedAt)),
      stepMs: guard.stepMinutes * 60_000,
      paused: guard.status === 'paused',
    },
    options.policy ?? DEFAULT_GUARD_POLICY,
  );
  if (decision.action === 'continue') return { remote, action: 'continue', reason: decision.reason };

  const record = guardDecisionRecord({
    decision,
    step: { percent: canary.percent, index: guard.stepIndex, startedAt: guard.stepStartedAt },
    health,
    stable: { version: rollout.stable, figures: stable },
    canary: { version: canary.version, figures: canaryFigures },
  });
  let command: RolloutCommand;
  let action: GuardAuditAction;
  let outcome: GuardOutcome['action'] = decision.action;
  if (decision.action === 'rollback') {
    // fault: the version is pulled, so sessions that kept it leave it at once too
    command = { action: 'rollback', remote, fault: true };
    action = 'guard-rollback';
  } else if (decision.action === 'pause') {
    command = { action: 'guard-pause', remote };
    action = 'guard-pause';
  } else {
    const next = nextStep(guard, tickStart);
    if (next.kind === 'promote') {
      command = { action: 'promote', remote };
      action = 'guard-promote';
      outcome = 'promote';
    } else {
      command = { action: 'rollout', remote, version: canary.version, percent: next.percent, guard: next.guard };
      action = 'guard-advance';
    }
  }
  const step = { version: canary.version, stepStartedAt: guard.stepStartedAt };
  const apply = (change: RolloutCommand, guarded: GuardedChange) =>
    applyRollout(change, {
      store: options.store,
      environment: options.environment,
      actor: GUARD_ACTOR,
      now: () => tickStart,
      guarded,
      ...(options.verifyKey && change.action !== 'rollback' ? { verifyKey: options.verifyKey } : {}),
    });
  try {
    await apply(command, { step, action, decision: record });
  } catch (error) {
    if (!(error instanceof DeployError)) throw error;
    // A refused step on or promote (the next share or the release's checks said no) would be tried again every tick:
    // the rollout pauses for an operator instead, saying why. A void decision (the step changed) pauses nothing.
    if (decision.action !== 'advance' || guard.status === 'paused') return skipped(error.message);
    const reason = `refused: ${error.message}`;
    try {
      await apply({ action: 'guard-pause', remote }, { step, action: 'guard-pause', decision: { ...record, reason } });
    } catch (pauseError) {
      if (pauseError instanceof DeployError) return skipped(error.message);
      throw pauseError;
    }
    return { remote, action: 'pause', reason };
  }
  return { remote, action: outcome, reason: decision.reason };
}

/** One pass over the environment's guarded rollouts. */
export async function guardTick(options: GuardControllerOptions): Promise<GuardOutcome[]> {
  const tickStart = (options.now ?? (() => new Date()))();
  const manifest = await options.store.readEnvironment(options.environment);
  if (!manifest) throw new DeployError(`No environment "${options.environment}" in ${options.store.description}`);
  const outcomes: GuardOutcome[] = [];
  for (const remote of remoteNames) {
    try {
      const outcome = await guardRemote(remote, manifest.remotes[remote], options, tickStart);
      if (outcome) outcomes.push(outcome);
    } catch (error) {
      // one remote's failure (a store error) must not stop the guard of the others
      outcomes.push({ remote, action: 'skipped', reason: `failed: ${message(error)}` });
    }
  }
  return outcomes;
}

/**
 * Ticks until `signal` aborts, one tick after the other (never two at once). Logs what it did, and each remote's
 * state when it changes (not every 5 s).
 */
export async function runGuardController(
  options: GuardControllerOptions & { tickMs: number; signal?: AbortSignal; log?: (line: string) => void },
): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const said = new Map<string, string>();
  while (!options.signal?.aborted) {
    try {
      for (const outcome of await guardTick(options)) {
        const line = `${outcome.remote}: ${outcome.action} (${outcome.reason})`;
        // waiting and skipping repeat every tick with new figures and times: say them when their kind changes
        const key = `${outcome.action} ${outcome.reason.replace(/\d[\d.:TZ-]*/g, '')}`;
        const acted = outcome.action !== 'continue' && outcome.action !== 'skipped';
        if (acted || said.get(outcome.remote) !== key) log(`[guard] ${line}`);
        said.set(outcome.remote, key);
      }
    } catch (error) {
      log(`[guard] tick failed: ${message(error)}`);
    }
    try {
      await sleep(options.tickMs, undefined, options.signal ? { signal: options.signal } : {});
    } catch {
      return; // aborted
    }
  }
}
