import type { Kysely, Transaction } from 'kysely';

import { RECORD_CHANGE_FIELDS, type RecordChangeField } from '@beacon/validation';

import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import {
  HOUSEHOLD_NOTICE_KINDS,
  listsName,
  NOTICE_KINDS,
  noticeRefKey,
  noticeRefPattern,
} from '../domain/monitoring/change-notices';
import { createLiveEventsRepository } from './live-events-repository';

function isRecordChangeField(value: string | null): value is RecordChangeField {
  return (RECORD_CHANGE_FIELDS as readonly (string | null)[]).includes(value);
}

// The notices the host shell loads with its header (spec §7 "On header load"): identity-monitoring alerts and the
// data-monitoring service's record notifications. Every query is scoped by the signed-in member's account id;
// newest first, as the alerts widget shows the first three.

export interface IdentityNotificationView {
  alertId: string;
  reportName: string;
  category: string;
  type: string;
  createdAt: number;
  /** the breach a dark web alert names (null for the other alerts) */
  breachTitle: string | null;
}

export type RecordNotificationType = 'location' | 'person';

export interface RecordChange {
  /** the monitored record the update is about; null for a sex offender watch alert (about a saved address) */
  monitoredRecordId: number | null;
  field: RecordChangeField;
  oldValue: string | null;
  newValue: string | null;
}

export interface RecordNotificationView {
  id: number;
  change: RecordChange | null;
  type: RecordNotificationType;
  display: string;
  firstName: string;
  lastName: string;
  createdAt: number;
}

export interface NewIdentityNotification {
  alertId: string;
  reportName: string;
  category: string;
  type: string;
  createdAt: number;
  /** the identity_events row of the provider's event that raised it (issue 58) */
  identityEventId?: number;
}

export interface NewRecordNotification {
  ref: string;
  type: RecordNotificationType;
  display: string;
  firstName?: string;
  lastName?: string;
  createdAt: number;
  /** what a refresh found changed (a provider's notice has none) */
  change?: RecordChange;
}

/** A person who opted out, as the report updates of the data refresh name them. */
export interface NamedSubject {
  /** data set id */
  personId: number;
  /** the person's pointer in the current data set (a watch written before migration 0090 has no subject id yet) */
  pointer: string;
  /** the full name as the updates write it (`personName`) */
  name: string;
  /** the other people of the person's household: a household's move is keyed by its head and lists everyone */
  coResidentIds: readonly number[];
}

/** More than any widget shows; the data stays bounded however many notices a member collects. */
export const NOTIFICATIONS_LIMIT = 100;

export function createNotificationsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async listIdentityNotifications(accountId: number): Promise<IdentityNotificationView[]> {
      const rows = await db
        .selectFrom('identity_notifications as n')
        .leftJoin('breaches as b', 'b.id', 'n.breach_id')
        .select(['n.alert_id', 'n.report_name', 'n.category', 'n.type', 'n.created_at', 'b.title as breach_title'])
        .where('n.account_id', '=', accountId)
        // a provider's empty report says nothing to show (spec §3); an alert of a removed watch is archived with it
        .where('n.empty_report', '<>', 'Y')
        .where('n.archived_at', 'is', null)
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(NOTIFICATIONS_LIMIT)
        .execute();
      return rows.map((row) => ({
        alertId: row.alert_id,
        reportName: row.report_name,
        category: row.category,
        type: row.type,
        createdAt: row.created_at,
        breachTitle: row.breach_title ?? null,
      }));
    },

    async listRecordNotifications(accountId: number, type: RecordNotificationType): Promise<RecordNotificationView[]> {
      const rows = await db
        .selectFrom('record_notifications')
        .select([
          'id',
          'display',
          'first_name',
          'last_name',
          'created_at',
          'monitored_record_id',
          'field',
          'old_value',
          'new_value',
        ])
        .where('account_id', '=', accountId)
        .where('type', '=', type)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(NOTIFICATIONS_LIMIT)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        type,
        change: !isRecordChangeField(row.field)
          ? null
          : {
              monitoredRecordId: row.monitored_record_id,
              field: row.field,
              oldValue: row.old_value,
              newValue: row.new_value,
            },
        display: row.display,
        firstName: row.first_name,
        lastName: row.last_name,
        createdAt: row.created_at,
      }));
    },

    /** Adds alerts; one the member already has (same alert_id) is skipped. Returns how many were added. */
    async addIdentityNotifications(accountId: number, notifications: NewIdentityNotification[]): Promise<number> {
      return inTransaction(db, async (trx) => {
        let added = 0;
        for (const notification of notifications) {
          const result = await trx
            .insertInto('identity_notifications')
            .values({
              account_id: accountId,
              alert_id: notification.alertId,
              report_name: notification.reportName,
              category: notification.category,
              type: notification.type,
              created_at: notification.createdAt,
              identity_event_id: notification.identityEventId ?? null,
            })
            .onConflict((conflict) => conflict.columns(['account_id', 'alert_id']).doNothing())
            .executeTakeFirst();
          added += Number(result.numInsertedOrUpdatedRows ?? 0);
        }
        // live updates: in the caller's transaction, or one of its own, so the event exists exactly when the alerts do
        if (added > 0) await createLiveEventsRepository(trx).append(accountId, 'identity-notifications');
        return added;
      });
    },

    /** Adds record notifications; one the member already has (same ref) is skipped. Returns how many were added. */
    async addRecordNotifications(accountId: number, notifications: NewRecordNotification[]): Promise<number> {
      return (await this.addRecordNotificationsOfMany(notifications.map((n) => ({ ...n, accountId })))).length;
    },

    /**
     * Adds the record notifications of many members in a few statements (a data refresh writes thousands); one a
     * member already has (same ref) is skipped. Returns the account id of every notification added.
     */
    async addRecordNotificationsOfMany(
      notifications: Array<NewRecordNotification & { accountId: number }>,
    ): Promise<number[]> {
      return inTransaction(db, async (trx) => {
        const added: number[] = [];
        // 11 parameters a row: within SQLite's and PostgreSQL's limits on bound parameters
        for (let start = 0; start < notifications.length; start += 500) {
          const rows = await trx
            .insertInto('record_notifications')
            .values(
              notifications.slice(start, start + 500).map((notification) => ({
                account_id: notification.accountId,
                ref: notification.ref,
                type: notification.type,
                display: notification.display,
                first_name: notification.firstName ?? '',
                last_name: notification.lastName ?? '',
                created_at: notification.createdAt,
                monitored_record_id: notification.change?.monitoredRecordId ?? null,
                field: notification.change?.field ?? null,
                old_value: notification.change?.oldValue ?? null,
                new_value: notification.change?.newValue ?? null,
              })),
            )
            .onConflict((conflict) => conflict.columns(['account_id', 'ref']).doNothing())
            .returning('account_id')
            .execute();
          for (const row of rows) added.push(row.account_id);
        }
        // live updates: one event per member told, in the caller's transaction or one of its own
        const events = createLiveEventsRepository(trx);
        for (const accountId of new Set(added)) await events.append(accountId, 'record-notifications');
        return added;
      });
    },

    /**
     * Deletes every report update that names a person who opted out, across members: the updates of the watches of
     * the person (their name with their old and new address, phone or relatives), those keyed by them (a move of
     * the household they head, an offender's move, their birth) and those of their household's moves that list
     * them. An update is deleted rather than scrubbed: it was written once from what an edition changed, and a
     * household's notice without one of its names would tell the member something the refresh never found. Returns
     * the ids deleted; each member who lost one gets a live event, so an open alerts list reloads.
     */
    async deleteRecordNotificationsNaming(subject: NamedSubject): Promise<number[]> {
      return inTransaction(db, async (trx) => {
        const watchIds = new Set(
          (
            await trx
              .selectFrom('monitored_person_records')
              .select('id')
              .where((eb) => eb.or([eb('subject_id', '=', subject.personId), eb('pointer', '=', subject.pointer)]))
              .execute()
          ).map((row) => row.id),
        );
        const coResidents = subject.coResidentIds.filter((id) => id !== subject.personId);
        // refs and monitored record ids have no index of their own: one pass over the table, for a rare event
        const candidates = await trx
          .selectFrom('record_notifications')
          .select(['id', 'account_id', 'type', 'ref', 'monitored_record_id', 'old_value', 'new_value'])
          .where((eb) =>
            eb.or([
              ...(watchIds.size > 0
                ? [eb.and([eb('type', '=', 'person'), eb('monitored_record_id', 'in', [...watchIds])])]
                : []),
              ...NOTICE_KINDS.map((kind) => eb('ref', 'like', noticeRefPattern(kind, subject.personId))),
              ...coResidents.flatMap((id) =>
                HOUSEHOLD_NOTICE_KINDS.map((kind) => eb('ref', 'like', noticeRefPattern(kind, id))),
              ),
            ]),
          )
          .execute();
        const naming = candidates.filter((row) => {
          if (row.type === 'person' && row.monitored_record_id !== null && watchIds.has(row.monitored_record_id)) {
            return true;
          }
          const key = noticeRefKey(row.ref);
          if (!key) return false;
          // a co-resident's key: the household moved (it lists the person) or a child was born (it does not)
          return key.personId === subject.personId || listsName([row.old_value, row.new_value], subject.name);
        });
        const ids = naming.map((row) => row.id);
        for (let start = 0; start < ids.length; start += 500) {
          await trx
            .deleteFrom('record_notifications')
            .where('id', 'in', ids.slice(start, start + 500))
            .execute();
        }
        const events = createLiveEventsRepository(trx);
        for (const accountId of new Set(naming.map((row) => row.account_id))) {
          await events.append(accountId, 'record-notifications');
        }
        return ids;
      });
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
