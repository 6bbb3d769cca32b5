import type { Kysely } from 'kysely';

import {
  IDENTITY_MEMBER_LIMITS,
  MONITORED_DATA_KINDS,
  type AddIdentityMemberInput,
  type MonitoredDataKind,
  type MonitoredDataPatchInput,
  type PatchIdentityMemberInput,
} from '@beacon/validation';

import type { Database } from '../db/schema';
import { conflict, invalid, notFound, paymentRequired, upstreamFailed } from '../domain/errors';
import { maskMonitoredValue, monitoredHash, normalizeMonitoredValue } from '../domain/identity/monitored-values';
import type { PwnedPasswords } from '../domain/identity/pwned-passwords';
import { seal } from '../domain/identity/sealed-values';
import { createAccountsRepository } from '../repositories/accounts-repository';
import { createBreachesRepository, type BreachRow } from '../repositories/breaches-repository';
import {
  createIdentityMembersRepository,
  type IdentityMemberRow,
  type MonitoredItemRow,
} from '../repositories/identity-members-repository';
import { createMembershipsRepository } from '../repositories/memberships-repository';
import { BreachFeedError } from './breach-feed/breach-feed';
import { FEED_CHECKED_KINDS, sealedItemPurpose } from './breach-checks';

export const IDENTITY_MEMBER_NOT_FOUND = 'Monitored member not found';
export const MONITORED_ITEM_NOT_FOUND = 'Monitored item not found';
export const MONITORING_REQUIRED = 'Dark web or identity monitoring is required';
export const SELF_NOT_ARCHIVABLE = 'You cannot stop monitoring yourself; cancel the plan in Membership Settings';
export const PASSWORD_CHECK_UNAVAILABLE = 'The password check is not available right now. Please try again later.';
export const memberLimitMessage = (limit: number) =>
  `Your plan monitors up to ${limit} ${limit === 1 ? 'person' : 'people'}.`;

export interface IdentityMemberView extends IdentityMemberRow {
  subscriberStatus: 'active' | 'inactive';
  monitored: number;
  alerts: number;
  /** watched items the breach feed has not answered for yet */
  checksPending: number;
  /** the breach feed's checks of the member's data fail since then (monitoring delayed); null while it answers */
  checksDelayedSince: number | null;
}

export interface AlertView {
  id: number;
  alertId: string;
  reportName: string;
  category: string;
  type: string;
  createdAt: number;
  breach: BreachRow;
  kind: MonitoredDataKind;
  display: string | null;
  advice: string[];
}

/** What to do first about a breach that exposed an item of this kind (the alerts page and the alert mail say it). */
export function adviceFor(kind: MonitoredDataKind, breach: Pick<BreachRow, 'data_classes' | 'domain'>): string[] {
  const classes = JSON.parse(breach.data_classes) as string[];
  const advice: string[] = [];
  if (classes.includes('Passwords')) {
    advice.push(`Change your password on ${breach.domain}, and anywhere else you used the same one.`);
    advice.push('Turn on two-step verification where you can.');
  }
  if (kind === 'email')
    advice.push('Expect phishing e-mails that use what leaked; do not open links you did not ask for.');
  if (kind === 'phone') advice.push('Expect scam calls and texts; never give a code you receive by text to a caller.');
  if (kind === 'card' || classes.includes('Credit cards') || classes.includes('Partial credit card data')) {
    advice.push('Ask your bank to replace the card and watch your statements.');
  }
  if (kind === 'ssn_last4' || classes.includes('Social security numbers')) {
    advice.push('Place a free credit freeze with Equifax, Experian and TransUnion.');
  }
  if (classes.includes('Security questions and answers')) advice.push('Change your security questions and answers.');
  advice.push('Review your accounts for activity you do not recognise.');
  return advice;
}

// Identity and dark web monitoring (spec §3, §4, §7; issues 18 and 58): the people a member monitors (the self
// member is the account holder, added on first use), what is watched for each (a keyed hash and a masked form; what a
// breach feed checks also sealed, never in clear), and the alerts the breach feed's checks raise (breach-checks.ts,
// run by the check-breaches job that adding an item sends). Another account's member is "not found"; without the
// product there is nothing to list and adding is a 402 naming the item.
export function createIdentityMonitoringService(options: {
  db: Kysely<Database>;
  hashKey: string;
  /** the AES-256-GCM key of the sealed values a breach feed is asked about */
  sealKey: Buffer;
  clock: () => number;
  /** the breached-password ranges (Pwned Passwords, or its stand-in) */
  pwnedPasswords: PwnedPasswords;
  /** sends the check-breaches job of an item in the writer's transaction (app.jobs, bound late by the plugin) */
  sendBreachCheck: (trx: Kysely<Database>, itemId: number) => Promise<unknown>;
  /**
   * The enrollment hook: called when an account lists or adds monitored people, so an account holding identity
   * monitoring becomes the identity provider's subscriber on first use (it checks the product itself).
   */
  enroll?: (accountId: number) => Promise<void>;
}) {
  const { db, hashKey, sealKey, clock, pwnedPasswords, sendBreachCheck, enroll } = options;
  const members = createIdentityMembersRepository(db);
  const memberships = createMembershipsRepository(db);
  const breaches = createBreachesRepository(db);

  async function limitOf(accountId: number): Promise<number> {
    const balances = await memberships.balances(accountId, clock());
    if (balances.identity_monitoring === null) return IDENTITY_MEMBER_LIMITS.identity_monitoring;
    if (balances.dark_web_monitoring === null) return IDENTITY_MEMBER_LIMITS.dark_web_monitoring;
    return 0;
  }

  async function own(accountId: number, memberId: number): Promise<IdentityMemberRow> {
    const member = await members.find(accountId, memberId);
    if (!member) throw notFound(IDENTITY_MEMBER_NOT_FOUND);
    return member;
  }

  async function alertCounts(memberIds: number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    if (!memberIds.length) return counts;
    const rows = await db
      .selectFrom('identity_notifications')
      .select(['member_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('member_id', 'in', memberIds)
      .where('empty_report', '<>', 'Y')
      .where('archived_at', 'is', null)
      .groupBy('member_id')
      .execute();
    for (const row of rows) counts.set(Number(row.member_id), Number(row.count));
    return counts;
  }

  async function view(rows: IdentityMemberRow[], limit: number): Promise<IdentityMemberView[]> {
    const ids = rows.map((row) => row.id);
    const [items, alerts] = await Promise.all([members.itemStatesOf(ids), alertCounts(ids)]);
    return rows.map((row) => ({
      ...row,
      subscriberStatus: limit > 0 ? 'active' : 'inactive',
      monitored: items.get(row.id)?.count ?? 0,
      alerts: alerts.get(row.id) ?? 0,
      checksPending: items.get(row.id)?.pending ?? 0,
      checksDelayedSince: items.get(row.id)?.delayedSince ?? null,
    }));
  }

  return {
    limitOf,

    /** The monitored people (archived ones dropped); the account holder is added the first time. */
    async list(accountId: number): Promise<{ items: IdentityMemberView[]; limit: number }> {
      const limit = await limitOf(accountId);
      if (limit === 0) return { items: [], limit };
      await enroll?.(accountId);
      const account = await createAccountsRepository(db).findById(accountId);
      if (account) await members.ensureSelf(accountId, { first: account.first_name, last: account.last_name }, clock());
      return { items: await view(await members.list(accountId), limit), limit };
    },

    async add(accountId: number, input: AddIdentityMemberInput): Promise<IdentityMemberView> {
      const limit = await limitOf(accountId);
      if (limit === 0) throw paymentRequired(MONITORING_REQUIRED, 'identity_monitoring');
      await enroll?.(accountId);
      return db.transaction().execute(async (trx) => {
        await createAccountsRepository(trx).lock(accountId);
        const inTrx = createIdentityMembersRepository(trx);
        const account = await createAccountsRepository(trx).findById(accountId);
        if (account) await inTrx.ensureSelf(accountId, { first: account.first_name, last: account.last_name }, clock());
        if ((await inTrx.list(accountId)).length >= limit) throw conflict(memberLimitMessage(limit));
        const row = await inTrx.insert(
          accountId,
          {
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            privateMode: input.privateMode ?? false,
          },
          clock(),
        );
        return {
          ...row,
          subscriberStatus: 'active' as const,
          monitored: 0,
          alerts: 0,
          checksPending: 0,
          checksDelayedSince: null,
        };
      });
    },

    async update(accountId: number, memberId: number, input: PatchIdentityMemberInput): Promise<IdentityMemberView> {
      await own(accountId, memberId);
      const row = await members.update(
        accountId,
        memberId,
        {
          ...(input.firstName !== undefined ? { firstName: input.firstName.trim() } : {}),
          ...(input.lastName !== undefined ? { lastName: input.lastName.trim() } : {}),
          ...(input.privateMode !== undefined ? { privateMode: input.privateMode } : {}),
        },
        clock(),
      );
      if (!row) throw notFound(IDENTITY_MEMBER_NOT_FOUND);
      const [viewed] = await view([row], await limitOf(accountId));
      return viewed!;
    },

    /** Archives a member: it leaves the lists (spec §4 "archived members are dropped"). */
    async archive(accountId: number, memberId: number): Promise<void> {
      const member = await own(accountId, memberId);
      if (member.is_self === 1) throw invalid(SELF_NOT_ARCHIVABLE);
      if (!(await members.archive(accountId, memberId, clock()))) throw notFound(IDENTITY_MEMBER_NOT_FOUND);
    },

    async items(accountId: number, memberId: number): Promise<MonitoredItemRow[]> {
      await own(accountId, memberId);
      return members.items(memberId);
    },

    /**
     * Adds what to watch. Each item and its check-breaches job commit together (the job asks the feed, so the alerts
     * follow within seconds); what a feed checks is sealed for it, and checked again even when already watched.
     */
    async addItems(accountId: number, memberId: number, input: MonitoredDataPatchInput): Promise<MonitoredItemRow[]> {
      const member = await own(accountId, memberId);
      if ((await limitOf(accountId)) === 0) throw paymentRequired(MONITORING_REQUIRED, 'dark_web_monitoring');
      const { data } = input;
      const of = (kind: MonitoredDataKind, list: ReadonlyArray<string | undefined> | undefined) =>
        (list ?? []).flatMap((value): Array<[MonitoredDataKind, string]> => (value ? [[kind, value]] : []));
      const values = [
        ...of('email', data.emails),
        ...of('phone', data.phones),
        ...of('username', data.usernames),
        ...of('ssn_last4', [data.ssnLast4]),
        ...of('card', data.cards),
      ];
      const now = clock();
      for (const [kind, value] of values) {
        const checked = FEED_CHECKED_KINDS.includes(kind);
        await db.transaction().execute(async (trx) => {
          const item = await createIdentityMembersRepository(trx).addItem(
            member.id,
            {
              kind,
              hash: monitoredHash(hashKey, kind, value),
              display: maskMonitoredValue(kind, value),
              sealedValue: checked
                ? seal(sealKey, sealedItemPurpose(kind), normalizeMonitoredValue(kind, value))
                : null,
            },
            now,
          );
          if (checked) await sendBreachCheck(trx, item.id);
        });
      }
      return members.items(memberId);
    },

    async removeItem(accountId: number, memberId: number, itemId: number): Promise<void> {
      await own(accountId, memberId);
      const removed = await db
        .transaction()
        .execute((trx) => createIdentityMembersRepository(trx).removeItem(memberId, itemId, clock()));
      if (!removed) throw notFound(MONITORED_ITEM_NOT_FOUND);
    },

    /** The member's alerts with what each breach exposed and what to do; empty reports are dropped. */
    async alerts(accountId: number, memberId: number): Promise<AlertView[]> {
      const member = await own(accountId, memberId);
      const rows = await db
        .selectFrom('identity_notifications as n')
        .leftJoin('identity_monitored_items as i', 'i.id', 'n.item_id')
        .select([
          'n.id',
          'n.alert_id',
          'n.report_name',
          'n.category',
          'n.type',
          'n.created_at',
          'n.breach_id',
          'i.kind',
          'i.display',
        ])
        .where('n.member_id', '=', memberId)
        .where('n.empty_report', '<>', 'Y')
        .where('n.archived_at', 'is', null)
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .execute();
      const named = await breaches.byIds(
        rows.flatMap((row) => (row.breach_id === null ? [] : [Number(row.breach_id)])),
      );
      return rows.flatMap((row) => {
        const breach = row.breach_id === null ? undefined : named.get(Number(row.breach_id));
        const kind = MONITORED_DATA_KINDS.find((entry) => entry === row.kind);
        if (!breach || !kind) return [];
        return [
          {
            id: row.id,
            alertId: row.alert_id,
            reportName: row.report_name,
            category: row.category,
            type: row.type,
            createdAt: Number(row.created_at),
            breach,
            kind,
            display: member.private_mode === 1 ? null : (row.display ?? null),
            advice: adviceFor(kind, breach),
          },
        ];
      });
    },

    /** The k-anonymity range: every breached password SHA-1 suffix under a 5-character prefix. */
    async passwordRange(prefix: string) {
      try {
        return await pwnedPasswords.passwordRange(prefix.toUpperCase());
      } catch (error) {
        if (error instanceof BreachFeedError) throw upstreamFailed(PASSWORD_CHECK_UNAVAILABLE);
        throw error;
      }
    },
  };
}

export type IdentityMonitoringService = ReturnType<typeof createIdentityMonitoringService>;
