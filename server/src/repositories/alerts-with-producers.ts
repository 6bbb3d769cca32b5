import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';

// An account's identity alerts joined to what produced each (issue 58): the breach and the watched item (with whose it
// is) of a breach alert, the provider's event of the others. The one query the alert pages and the alert e-mails read
// alerts through, so both say the same of an alert. An empty report holds nothing of the member's and is never read.

export function alertsWithProducers(db: Kysely<Database> | Transaction<Database>, accountId: number) {
  return db
    .selectFrom('identity_notifications as n')
    .leftJoin('breaches as b', 'b.id', 'n.breach_id')
    .leftJoin('identity_monitored_items as i', 'i.id', 'n.item_id')
    .leftJoin('identity_members as m', 'm.id', 'n.member_id')
    .leftJoin('identity_events as e', 'e.id', 'n.identity_event_id')
    .select([
      'n.id',
      'n.alert_id',
      'n.report_name',
      'n.category',
      'n.type',
      'n.created_at',
      'n.archived_at',
      'b.title as breach_title',
      'b.domain as breach_domain',
      'b.breach_date',
      'b.data_classes',
      'b.is_verified',
      'i.kind as item_kind',
      'i.display as item_display',
      'm.first_name as member_first_name',
      'm.is_self as member_is_self',
      'm.private_mode',
      'e.payload as event_payload',
    ])
    .where('n.account_id', '=', accountId)
    .where('n.empty_report', '<>', 'Y');
}
