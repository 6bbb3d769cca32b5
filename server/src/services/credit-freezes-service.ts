import type { Kysely } from 'kysely';

import {
  CREDIT_BUREAUS,
  isCreditBureau,
  THAW_REMINDER_DAYS_BEFORE,
  type CreditBureau,
  type CreditFreezeInput,
  type CreditFreezeStatus,
} from '@beacon/validation';

import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { sealPin, unsealPin } from '../domain/identity/credit-freeze-pins';
import { thawReminderEmail } from '../mail/credit-freeze-emails';
import { createCreditFreezesRepository, type CreditFreezeRow } from '../repositories/credit-freezes-repository';
import { createLiveEventsRepository } from '../repositories/live-events-repository';
import { closeFreezeSteps, reopenFreezeSteps } from './alert-pages-service';
import type { EmailOutbox } from './email-outbox';

// The credit freeze helper (issue 58 point 5): the member's own record of the freeze at each bureau (Beacon cannot
// ask the bureaus), the bureau's PIN sealed at rest and opened only when the member asks to see it, and the date of a
// planned credit application, which the credit-freeze-reminders job turns into one e-mail a few days before. A freeze
// recorded closes that bureau's step on every current alert's plan; recorded as undone, it reopens the steps it
// closed (never one the member ticked).

export interface CreditFreezeView {
  bureau: CreditBureau;
  status: CreditFreezeStatus;
  frozenOn: string | null;
  thawedUntil: string | null;
  hasPin: boolean;
  updatedAt: number | null;
}

export interface CreditFreezesView {
  bureaus: CreditFreezeView[];
  plannedApplication: { date: string | null; reminderOn: string | null; reminderSentAt: number | null };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

function statusOf(row: CreditFreezeRow | undefined): CreditFreezeStatus {
  return row?.status === 'frozen' || row?.status === 'thawed' ? row.status : 'not_frozen';
}

export function createCreditFreezesService(options: {
  db: Kysely<Database>;
  clock: () => number;
  /** the AES-256-GCM key of the PINs (from CREDIT_FREEZE_KEY) */
  pinKey: Buffer;
  outbox: EmailOutbox;
  siteUrl: string;
}) {
  const { db, clock, pinKey, outbox, siteUrl } = options;

  async function view(accountId: number): Promise<CreditFreezesView> {
    const repository = createCreditFreezesRepository(db);
    const [rows, application] = await Promise.all([repository.list(accountId), repository.application(accountId)]);
    const byBureau = new Map(rows.map((row) => [row.bureau, row]));
    return {
      bureaus: CREDIT_BUREAUS.map((bureau) => {
        const row = byBureau.get(bureau);
        const status = statusOf(row);
        return {
          bureau,
          status,
          frozenOn: status === 'not_frozen' ? null : (row?.frozen_on ?? null),
          thawedUntil: status === 'thawed' ? (row?.thawed_until ?? null) : null,
          hasPin: row?.sealed_pin != null,
          updatedAt: row ? Number(row.updated_at) : null,
        };
      }),
      plannedApplication: {
        date: application?.planned_on ?? null,
        reminderOn: application ? addDays(application.planned_on, -THAW_REMINDER_DAYS_BEFORE) : null,
        reminderSentAt: application?.reminder_sent_at == null ? null : Number(application.reminder_sent_at),
      },
    };
  }

  return {
    view,

    /** Records a bureau's freeze as the member reports it; answers the helper as it now is. */
    async set(accountId: number, bureau: CreditBureau, input: CreditFreezeInput): Promise<CreditFreezesView> {
      const status = input.status as CreditFreezeStatus;
      const now = clock();
      await inTransaction(db, async (trx) => {
        const repository = createCreditFreezesRepository(trx);
        const previous = await repository.find(accountId, bureau);
        await repository.save(
          accountId,
          bureau,
          {
            status,
            // a thaw keeps the date the freeze was placed
            frozenOn: status === 'not_frozen' ? null : (input.frozenOn ?? previous?.frozen_on ?? null),
            thawedUntil: status === 'thawed' ? (input.thawedUntil ?? null) : null,
            ...(input.pin === undefined
              ? {}
              : { sealedPin: input.pin === null ? null : sealPin(pinKey, accountId, bureau, input.pin) }),
          },
          now,
        );
        // a thaw is a lift for a while: the freeze stands, and so do the steps it closed
        if (status === 'not_frozen') await reopenFreezeSteps(trx, accountId, bureau);
        else await closeFreezeSteps(trx, accountId, bureau, now);
        await createLiveEventsRepository(trx, clock).append(accountId, 'identity-notifications', { bureau, status });
      });
      return view(accountId);
    },

    /** The bureau's PIN in clear, for the member's explicit "Show PIN" only; null when none is kept. */
    async pin(accountId: number, bureau: CreditBureau): Promise<string | null> {
      const row = await createCreditFreezesRepository(db).find(accountId, bureau);
      return row?.sealed_pin ? unsealPin(pinKey, accountId, bureau, row.sealed_pin) : null;
    },

    /** The planned credit application's date (null forgets it); a new date gets its own reminder. */
    async planApplication(accountId: number, date: string | null): Promise<CreditFreezesView> {
      const repository = createCreditFreezesRepository(db);
      if (date === null) await repository.forgetApplication(accountId);
      else await repository.planApplication(accountId, date, clock());
      return view(accountId);
    },

    /**
     * The thaw reminders due (applications from today to THAW_REMINDER_DAYS_BEFORE days on): each marked sent and
     * queued in the outbox in `trx`, so a reminder goes out once however often the job runs. How many were queued.
     */
    async sendThawReminders(trx: Kysely<Database>, now: number): Promise<number> {
      const repository = createCreditFreezesRepository(trx);
      const today = dayOf(now);
      let sent = 0;
      for (const due of await repository.dueReminders(today, addDays(today, THAW_REMINDER_DAYS_BEFORE))) {
        if (!(await repository.markReminderSent(due.account_id, due.planned_on, now))) continue;
        const frozenAt = (await repository.list(due.account_id))
          .filter((row) => row.status !== 'not_frozen')
          .map((row) => row.bureau)
          .filter(isCreditBureau);
        const mail = thawReminderEmail({
          to: due.email,
          firstName: due.first_name,
          siteUrl,
          plannedOn: due.planned_on,
          frozenAt,
        });
        await outbox.enqueue(trx, mail, now);
        sent += 1;
      }
      return sent;
    },
  };
}

export type CreditFreezesService = ReturnType<typeof createCreditFreezesService>;
