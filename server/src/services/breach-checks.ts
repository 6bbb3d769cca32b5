import type { Kysely } from 'kysely';

import { MONITORED_DATA_KINDS, type MonitoredDataKind } from '@beacon/validation';

import type { Database } from '../db/schema';
import { unseal } from '../domain/identity/sealed-values';
import { createBreachesRepository, type StoredBreach } from '../repositories/breaches-repository';
import { createIdentityMembersRepository } from '../repositories/identity-members-repository';
import { createLiveEventsRepository } from '../repositories/live-events-repository';
import { BreachFeedError, type BreachFeed, type FeedBreach } from './breach-feed/breach-feed';

// Dark web alerts from the breach feed (issue 58 point 1): a watched e-mail, username or phone is asked about by the
// check-breaches job (when it is added, and daily), and each breach the feed names that holds the item's kind of data
// raises one alert, once (alert id `hibp-<breach>-<item>`). The feed's answer, the alerts and their live event commit
// in one transaction; a failed check records since when the checks fail (the screens say "monitoring delayed since
// …") and is thrown again, so the job retries it with backoff.

export const BREACH_ALERT_REPORT = 'Dark Web Surveillance';

/** What a breach must expose for an item of this kind to be in it (HIBP's data classes). */
const DATA_CLASS_OF: Record<MonitoredDataKind, string> = {
  email: 'Email addresses',
  phone: 'Phone numbers',
  username: 'Usernames',
  ssn_last4: 'Social security numbers',
  card: 'Credit cards',
};

/** The kinds a breach feed is asked about by account (HIBP's breachedaccount); the rest no feed checks. */
export const FEED_CHECKED_KINDS: readonly MonitoredDataKind[] = ['email', 'username', 'phone'];

export const sealedItemPurpose = (kind: MonitoredDataKind) => `monitored ${kind}`;

export function toStoredBreach(breach: FeedBreach): StoredBreach {
  return {
    name: breach.name,
    title: breach.title,
    domain: breach.domain,
    breachDate: breach.breachDate.slice(0, 10),
    addedDate: breach.addedDate.slice(0, 10),
    modifiedDate: breach.modifiedDate,
    pwnCount: breach.pwnCount,
    dataClasses: breach.dataClasses,
    isVerified: breach.isVerified,
    isSensitive: breach.isSensitive,
    isFabricated: breach.isFabricated,
    description: breach.description,
  };
}

export type BreachCheckOutcome =
  | { status: 'checked'; breaches: number; raised: number }
  /** the item was removed, or holds nothing a feed can check */
  | { status: 'skipped' };

/** Told of the alerts a check raised, in the transaction that writes them (the alert mail, issue 58 point 4). */
export type AlertsRaised = (
  trx: Kysely<Database>,
  accountId: number,
  alertIds: readonly string[],
  now: number,
) => Promise<void>;

export function createBreachChecks(options: {
  feed: BreachFeed;
  sealKey: Buffer;
  clock: () => number;
  alertsRaised?: AlertsRaised;
}) {
  const { feed, sealKey, clock, alertsRaised } = options;

  return {
    /**
     * Checks one watched item against the feed. Not in a transaction while the feed answers (it may take seconds);
     * the writes after it are guarded by the item still being there and by the alerts' unique ids, so a try taken
     * over after a crash raises nothing twice.
     */
    async check(db: Kysely<Database>, itemId: number): Promise<BreachCheckOutcome> {
      const item = await createIdentityMembersRepository(db).itemForCheck(itemId);
      const kind = MONITORED_DATA_KINDS.find((entry) => entry === item?.kind);
      if (!item || !kind || item.sealed_value === null || !FEED_CHECKED_KINDS.includes(kind)) {
        return { status: 'skipped' };
      }
      const account = unseal(sealKey, sealedItemPurpose(kind), item.sealed_value);
      let breaches: FeedBreach[];
      try {
        breaches = await feed.breachesOfAccount(account);
      } catch (error) {
        if (error instanceof BreachFeedError) {
          const failedAt = clock();
          // the screens switch to "monitoring delayed since …" live, with the item's state
          await db.transaction().execute(async (trx) => {
            await createIdentityMembersRepository(trx).markCheckFailed(itemId, error.failure, failedAt);
            await createLiveEventsRepository(trx, () => failedAt).append(item.account_id, 'identity-notifications');
          });
        }
        throw error;
      }
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const members = createIdentityMembersRepository(trx);
        if (!(await members.markChecked(itemId, now))) return { status: 'skipped' } as const;
        // a breach the feed calls fabricated or a spam list exposed nobody's account for real: no alert
        const real = breaches.filter((breach) => !breach.isFabricated && !breach.isSpamList);
        const ids = await createBreachesRepository(trx).upsert(real.map(toStoredBreach));
        const raised: string[] = [];
        for (const breach of real) {
          const alertId = `hibp-${breach.name}-${item.id}`;
          const result = await trx
            .insertInto('identity_notifications')
            .values({
              account_id: item.account_id,
              alert_id: alertId,
              report_name: BREACH_ALERT_REPORT,
              category: 'dark_web',
              type: `${kind}_exposed`,
              created_at: now,
              member_id: item.member_id,
              breach_id: ids.get(breach.name) ?? null,
              item_id: item.id,
              // the feed found the account, but this breach holds none of the item's kind: nothing of the member
              empty_report: breach.dataClasses.includes(DATA_CLASS_OF[kind]) ? 'N' : 'Y',
            })
            // the alert id, or the item and breach (another index), already there: raised by an earlier check
            .onConflict((conflict) => conflict.doNothing())
            .executeTakeFirst();
          if (breach.dataClasses.includes(DATA_CLASS_OF[kind]) && Number(result.numInsertedOrUpdatedRows ?? 0) > 0) {
            raised.push(alertId);
          }
        }
        // also when nothing was raised: the item's "checked" state is news to the screens that show it
        await createLiveEventsRepository(trx, () => now).append(item.account_id, 'identity-notifications');
        // one mail for the whole check, naming every breach it found (none when it raised nothing new)
        if (raised.length && alertsRaised) await alertsRaised(trx, item.account_id, raised, now);
        return { status: 'checked', breaches: real.length, raised: raised.length } as const;
      });
    },
  };
}

export type BreachChecks = ReturnType<typeof createBreachChecks>;
