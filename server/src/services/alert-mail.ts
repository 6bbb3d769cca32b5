import {
  ALERT_EMAIL_FREQUENCIES,
  ALERT_EMAILS_UNSUBSCRIBE_PATH,
  checkPayload,
  DEFAULT_ALERT_EMAIL_FREQUENCY,
  identityEventSchema,
  MONITORED_DATA_KINDS,
  type AlertEmailFrequency,
  type IdentityEvent,
  type MonitoredDataKind,
} from '@beacon/validation';
import type { Kysely } from 'kysely';

import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { unsubscribeToken, verifyUnsubscribeToken } from '../domain/alert-mail/unsubscribe-token';
import {
  alertDigestEmail,
  immediateAlertEmail,
  type MailedAlert,
  type MailedBreachAlert,
  type MailedEventAlert,
} from '../mail/alert-emails';
import { siteLink } from '../mail/mail-formats';
import { createAlertMailRepository, type AlertForMailRow } from '../repositories/alert-mail-repository';
import type { EmailOutbox } from './email-outbox';
import { adviceFor } from './identity-monitoring-service';

// Alert e-mails (issue 58 point 4): identity and dark web alerts reach the member by mail as well as on the screens.
// The producers (services/breach-checks.ts, the job process-identity-event) call onAlertsRaised in the transaction
// that writes the alerts, so a mail is queued exactly when its alerts commit; a member on the daily summary gets them
// from the job alert-email-digest instead, and a member who chose no alert e-mails gets none. The mail names each
// alert from what the member's own screens show: a watched value only masked, none for a person in private mode, and
// of a provider's event only what says nothing personal (a lender's name, not an address).

/** At most this many alerts in one mail; a daily summary leaves the rest for the next one. */
export const ALERTS_PER_MAIL = 100;

const KIND_WORDS: Record<MonitoredDataKind, string> = {
  email: 'e-mail address',
  phone: 'phone number',
  username: 'username',
  ssn_last4: 'Social Security number',
  card: 'payment card',
};

/** The words of an event alert: its headline, the detail that names no one, and what to do first. */
const EVENT_WORDS = {
  'ssn_trace.new_name': (_data) => ({
    headline: 'A new name was linked to your Social Security number',
    detail: null,
    firstSteps: [
      'If you do not know this name, place a free credit freeze with Equifax, Experian and TransUnion.',
      'Report identity theft at IdentityTheft.gov.',
    ],
  }),
  'address.change': (_data) => ({
    headline: 'A change of your address was recorded',
    detail: null,
    firstSteps: ['If you did not move, contact the U.S. Postal Service and your bank right away.'],
  }),
  'court_record.new': (data) => ({
    headline: 'A court filed a record in your name',
    detail: `Court: ${data.court}`,
    firstSteps: ['If this is not you, contact the court clerk and keep a copy of the record.'],
  }),
  'payday_loan.application': (data) => ({
    headline: 'A payday loan application was made in your name',
    detail: `Lender: ${data.lender}`,
    firstSteps: ['If you did not apply, contact the lender and place a fraud alert with the credit bureaus.'],
  }),
  'credit.inquiry': (data) => ({
    headline: 'A credit inquiry was made in your name',
    detail: `Creditor: ${data.creditor} (${data.bureau.charAt(0).toUpperCase()}${data.bureau.slice(1)})`,
    firstSteps: ['If you do not recognise the inquiry, dispute it with the creditor and the credit bureau.'],
  }),
} satisfies {
  [T in IdentityEvent['type']]: (data: Extract<IdentityEvent, { type: T }>['data']) => {
    headline: string;
    detail: string | null;
    firstSteps: string[];
  };
};

function eventWords(event: IdentityEvent) {
  // one call per member of the union, so each type's words read its own data
  switch (event.type) {
    case 'ssn_trace.new_name':
      return EVENT_WORDS[event.type](event.data);
    case 'address.change':
      return EVENT_WORDS[event.type](event.data);
    case 'court_record.new':
      return EVENT_WORDS[event.type](event.data);
    case 'payday_loan.application':
      return EVENT_WORDS[event.type](event.data);
    case 'credit.inquiry':
      return EVENT_WORDS[event.type](event.data);
  }
}

function parsedClasses(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** What a mail says of an alert; undefined for one it cannot name (it stays on the screens). */
export function mailedAlert(row: AlertForMailRow): MailedAlert | undefined {
  const base = { alertId: row.alertId, raisedAt: row.raisedAt };
  if (row.breach && row.item) {
    const kind = MONITORED_DATA_KINDS.find((entry) => entry === row.item?.kind);
    if (!kind) return undefined;
    const hidden = row.member?.privateMode ?? false;
    const whose =
      !row.member || row.member.isSelf ? 'your' : hidden ? "a person you monitor's" : `${row.member.firstName}'s`;
    const alert: MailedBreachAlert = {
      ...base,
      source: 'breach',
      whose,
      kindLabel: KIND_WORDS[kind],
      display: hidden ? null : row.item.display,
      breachTitle: row.breach.title,
      breachDomain: row.breach.domain,
      breachDate: row.breach.breachDate,
      exposed: parsedClasses(row.breach.dataClasses),
      firstSteps: adviceFor(kind, { data_classes: row.breach.dataClasses, domain: row.breach.domain }),
    };
    return alert;
  }
  if (row.eventPayload !== null) {
    const parsed = checkPayload<IdentityEvent>(identityEventSchema, JSON.parse(row.eventPayload) as unknown);
    if (!parsed.ok) return undefined;
    const alert: MailedEventAlert = {
      ...base,
      source: 'event',
      reportName: row.reportName,
      ...eventWords(parsed.value),
    };
    return alert;
  }
  return undefined;
}

const isFrequency = (value: string): value is AlertEmailFrequency =>
  (ALERT_EMAIL_FREQUENCIES as readonly string[]).includes(value);

export function createAlertMail(options: {
  db: Kysely<Database>;
  clock: () => number;
  /** the site's public origin (config.mail.publicSiteUrl): the edge serves the API's /v1 there too */
  siteUrl: string;
  outbox: EmailOutbox;
  /** the key of the unsubscribe tokens (domain/alert-mail/unsubscribe-token.ts) */
  unsubscribeKey: Buffer;
}) {
  const { db, clock, siteUrl, outbox, unsubscribeKey } = options;

  async function frequencyOf(trx: Kysely<Database>, accountId: number): Promise<AlertEmailFrequency> {
    const stored = (await createAlertMailRepository(trx).preference(accountId))?.frequency;
    return stored !== undefined && isFrequency(stored) ? stored : DEFAULT_ALERT_EMAIL_FREQUENCY;
  }

  function unsubscribeUrl(accountId: number): string {
    return `${siteLink(siteUrl, ALERT_EMAILS_UNSUBSCRIBE_PATH)}?token=${unsubscribeToken(unsubscribeKey, accountId)}`;
  }

  async function setFrequency(trx: Kysely<Database>, accountId: number, frequency: AlertEmailFrequency) {
    const repository = createAlertMailRepository(trx);
    const current = await repository.preference(accountId);
    // a member who turns to the daily summary hears of what comes next, not again of what they were told or chose
    // not to hear
    const through =
      frequency === 'daily' && current?.frequency !== 'daily' ? await repository.newestAlertId(accountId) : undefined;
    await repository.setPreference(accountId, frequency, clock(), through);
  }

  return {
    unsubscribeUrl,

    async preference(accountId: number): Promise<AlertEmailFrequency> {
      return frequencyOf(db, accountId);
    },

    async setPreference(accountId: number, frequency: AlertEmailFrequency): Promise<AlertEmailFrequency> {
      await inTransaction(db, (trx) => setFrequency(trx, accountId, frequency));
      return frequency;
    },

    /** The preference of the account a token names; undefined for a token that does not verify. */
    async frequencyOfToken(token: string): Promise<AlertEmailFrequency | undefined> {
      const accountId = verifyUnsubscribeToken(unsubscribeKey, token);
      return accountId === undefined ? undefined : frequencyOf(db, accountId);
    },

    /** One-click unsubscribe: the token's account gets no more alert e-mails; false for a token that does not verify. */
    async unsubscribe(token: string): Promise<boolean> {
      const accountId = verifyUnsubscribeToken(unsubscribeKey, token);
      if (accountId === undefined) return false;
      // an account deleted since the mail was sent: nothing to turn off, and the answer says nothing of it
      if (!(await createAlertMailRepository(db).recipient(accountId))) return true;
      await inTransaction(db, (trx) => setFrequency(trx, accountId, 'off'));
      return true;
    },

    /**
     * A producer raised these alerts (new rows) for the account, in `trx`: for a member on "each alert as it
     * happens", one mail naming every one of them that a member is shown (an empty report or an archived alert is
     * not), queued in the same transaction. Nothing for a member on the daily summary or without alert e-mails.
     */
    async onAlertsRaised(trx: Kysely<Database>, accountId: number, alertIds: readonly string[], now: number) {
      if (!alertIds.length || (await frequencyOf(trx, accountId)) !== 'immediate') return;
      const repository = createAlertMailRepository(trx);
      const to = await repository.recipient(accountId);
      const rows = await repository.alertsByAlertIds(accountId, alertIds.slice(0, ALERTS_PER_MAIL));
      const alerts = rows.flatMap((row) => mailedAlert(row) ?? []);
      if (!to || !alerts.length) return;
      const mail = immediateAlertEmail({
        to: to.email,
        firstName: to.firstName,
        siteUrl,
        unsubscribeUrl: unsubscribeUrl(accountId),
        alerts,
      });
      await outbox.enqueue(trx, mail, now);
    },

    /**
     * The daily summary of an account on it, in `trx` (the transaction that completes the digest job): the alerts
     * raised since the last summary, and the summary's new place, so a second run mails none of them again. How many
     * alerts it named (0: no mail).
     */
    async sendDigest(trx: Kysely<Database>, accountId: number, now: number): Promise<number> {
      const repository = createAlertMailRepository(trx);
      const preference = await repository.preference(accountId);
      if (preference?.frequency !== 'daily') return 0;
      const rows = await repository.alertsAfter(accountId, preference.digestThroughId, ALERTS_PER_MAIL);
      const last = rows.at(-1);
      if (!last) return 0;
      const alerts = rows.flatMap((row) => mailedAlert(row) ?? []);
      const to = await repository.recipient(accountId);
      if (to && alerts.length) {
        const mail = alertDigestEmail({
          to: to.email,
          firstName: to.firstName,
          siteUrl,
          unsubscribeUrl: unsubscribeUrl(accountId),
          alerts,
        });
        await outbox.enqueue(trx, mail, now);
      }
      await repository.markDigestSent(accountId, last.id, now);
      return alerts.length;
    },
  };
}

export type AlertMail = ReturnType<typeof createAlertMail>;
