import { userInfo } from 'node:os';

import type { GuardDecisionRecord } from '../guard/guard-record';

/** The release guard's own changes carry its decision (issue 60): `guard-*`. */
export type GuardAuditAction = 'guard-advance' | 'guard-promote' | 'guard-pause' | 'guard-rollback';

export type AuditAction = 'release' | 'rollout' | 'promote' | 'rollback' | 'environment' | GuardAuditAction;

/** One line of the audit log: who changed what, where, and the state before and after. */
export interface AuditEntry {
  time: string;
  actor: string;
  action: AuditAction;
  env: string;
  app: string;
  before: unknown;
  after: unknown;
  /** a guard change: why, with the figures and the evidence */
  decision?: GuardDecisionRecord;
  /** `pnpm promote --to`: the environment the release was promoted from (`env` is the one changed). */
  from?: string;
}

/** BEACON_ACTOR (set by CI to the pipeline's user) or the OS user running the command. */
export function currentActor(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env['BEACON_ACTOR']?.trim();
  if (fromEnv) return fromEnv;
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

export function isAuditEntry(value: unknown): value is AuditEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return ['time', 'actor', 'action', 'env', 'app'].every((key) => typeof entry[key] === 'string');
}
