import type { Kysely } from 'kysely';

import {
  checkPayload,
  CREDIT_BUREAUS,
  freezeStepKey,
  identityEventSchema,
  MONITORED_DATA_KINDS,
  type AlertStepInput,
  type CreditBureau,
  type IdentityEvent,
} from '@beacon/validation';

import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { invalid, notFound } from '../domain/errors';
import { factsOf, planOf, type AlertFacts, type AlertSubject, type PlanStep } from '../domain/identity/alert-plans';
import { createAlertPlansRepository, type AlertSourceRow } from '../repositories/alert-plans-repository';
import { createCreditFreezesRepository } from '../repositories/credit-freezes-repository';
import { createLiveEventsRepository } from '../repositories/live-events-repository';

// An identity alert's own page (issue 58 point 3): what was found, where, when, by which source, and a plan whose
// steps the member ticks. The facts and the plan are written from the alert's producer record (the breach and the
// watched item, or the provider's event) by the pure builder in domain/identity/alert-plans.ts; only the closed steps
// are stored. Each change of a step is announced on the 'identity-notifications' live topic, in its transaction, so
// the member's other tabs follow.

export const ALERT_NOT_FOUND = 'Alert not found';
export const STEP_NOT_FOUND = 'Step not found';
export const NOT_A_PASSWORD_CHECK_STEP = 'Only the step asking for a password check closes by a password check';

export interface PlanStepView extends PlanStep {
  doneAt: number | null;
  closedBy: 'member' | 'check' | null;
}

export interface AlertPageView extends AlertFacts {
  alertId: string;
  reportName: string;
  learnedAt: number;
  archivedAt: number | null;
  plan: PlanStepView[];
}

function parsedEvent(payload: string): IdentityEvent | undefined {
  try {
    const parsed = checkPayload<IdentityEvent>(identityEventSchema, JSON.parse(payload) as unknown);
    return parsed.ok ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}

/** What produced the alert, read back from the rows its producer wrote. */
export function subjectOf(row: AlertSourceRow): AlertSubject {
  if (row.event_payload !== null) {
    const event = parsedEvent(row.event_payload);
    if (event) return { source: 'event', event };
  }
  const kind = MONITORED_DATA_KINDS.find((entry) => entry === row.item_kind);
  if (row.breach_title !== null && kind) {
    return {
      source: 'breach',
      kind,
      display: row.private_mode === 1 ? null : row.item_display,
      breach: {
        title: row.breach_title,
        domain: row.breach_domain ?? '',
        breachDate: row.breach_date ?? '',
        dataClasses: JSON.parse(row.data_classes ?? '[]') as string[],
        isVerified: Number(row.is_verified) === 1,
      },
    };
  }
  return { source: 'other', reportName: row.report_name };
}

/** Closes a bureau's freeze step on every current alert of the account whose plan has one (a freeze was recorded). */
export async function closeFreezeSteps(
  trx: Kysely<Database>,
  accountId: number,
  bureau: CreditBureau,
  now: number,
): Promise<number> {
  const repository = createAlertPlansRepository(trx);
  const key = freezeStepKey(bureau);
  let closed = 0;
  for (const row of await repository.open(accountId)) {
    if (!planOf(subjectOf(row)).some((entry) => entry.key === key)) continue;
    if (await repository.close(accountId, row.alert_id, key, 'check', now)) closed += 1;
  }
  return closed;
}

/** Reopens a bureau's freeze step where the freeze (not the member) closed it: the freeze was recorded as undone. */
export async function reopenFreezeSteps(trx: Kysely<Database>, accountId: number, bureau: CreditBureau) {
  return createAlertPlansRepository(trx).reopenClosedByCheck(accountId, freezeStepKey(bureau));
}

export function createAlertPagesService(options: { db: Kysely<Database>; clock: () => number }) {
  const { db, clock } = options;

  async function source(accountId: number, alertId: string): Promise<AlertSourceRow> {
    const row = await createAlertPlansRepository(db).find(accountId, alertId);
    if (!row) throw notFound(ALERT_NOT_FOUND);
    return row;
  }

  async function page(accountId: number, row: AlertSourceRow): Promise<AlertPageView> {
    const subject = subjectOf(row);
    const closed = new Map(
      (await createAlertPlansRepository(db).closedSteps(accountId, row.alert_id)).map((entry) => [
        entry.step_key,
        entry,
      ]),
    );
    // a freeze recorded before this alert arrived closes its step too: the step reads as done by the check while
    // the bureau is frozen (or lifted for a while), with no row of its own until the member saves a freeze again
    const frozen = new Map<string, number>();
    for (const freeze of await createCreditFreezesRepository(db).list(accountId)) {
      const bureau = CREDIT_BUREAUS.find((entry) => entry === freeze.bureau);
      if (bureau && (freeze.status === 'frozen' || freeze.status === 'thawed')) {
        frozen.set(freezeStepKey(bureau), Number(freeze.updated_at));
      }
    }
    return {
      ...factsOf(subject),
      alertId: row.alert_id,
      reportName: row.report_name,
      learnedAt: Number(row.created_at),
      archivedAt: row.archived_at === null ? null : Number(row.archived_at),
      plan: planOf(subject).map((entry) => {
        const done = closed.get(entry.key);
        if (done) return { ...entry, doneAt: Number(done.done_at), closedBy: done.closed_by };
        const frozenAt = entry.check === 'credit_freeze' ? frozen.get(entry.key) : undefined;
        return frozenAt === undefined
          ? { ...entry, doneAt: null, closedBy: null }
          : { ...entry, doneAt: frozenAt, closedBy: 'check' as const };
      }),
    };
  }

  return {
    /** The member's alert (archived ones too); another account's is not found. */
    async page(accountId: number, alertId: string): Promise<AlertPageView> {
      return page(accountId, await source(accountId, alertId));
    },

    /** Ticks or unticks a step of the alert's plan; answers the page as it now is. */
    async setStep(accountId: number, alertId: string, stepKey: string, input: AlertStepInput): Promise<AlertPageView> {
      const row = await source(accountId, alertId);
      const planned = planOf(subjectOf(row)).find((entry) => entry.key === stepKey);
      if (!planned) throw notFound(STEP_NOT_FOUND);
      if (input.via === 'password_check' && (planned.check !== 'password_check' || !input.done)) {
        throw invalid(NOT_A_PASSWORD_CHECK_STEP);
      }
      await inTransaction(db, async (trx) => {
        const steps = createAlertPlansRepository(trx);
        const changed = input.done
          ? await steps.close(accountId, alertId, stepKey, input.via ? 'check' : 'member', clock())
          : await steps.reopen(accountId, alertId, stepKey);
        if (changed) {
          await createLiveEventsRepository(trx, clock).append(accountId, 'identity-notifications', {
            alertId,
            stepKey,
            done: input.done,
          });
        }
      });
      return page(accountId, row);
    },
  };
}

export type AlertPagesService = ReturnType<typeof createAlertPagesService>;
