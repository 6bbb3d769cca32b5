import type { MonitoredRecord, MonitoredRecordKind, RecordNotification } from '@beacon/api';
import { paths } from '@beacon/platform';
import type { RecordChangeField } from '@beacon/validation';

// What report monitoring shows of a report update: pure rules, apart from the screen's reads and writes.

/** The member's words for what changed (the data-refresh job's change kinds). */
export const CHANGE_LABELS: Record<RecordChangeField, string> = {
  address: 'Address',
  phone: 'Phone number',
  relative: 'Relative',
  resident: 'Resident',
  neighbor: 'Neighbor',
  sex_offender: 'Sex offender nearby',
};

/** The updates filter of the "Report updates" feed. */
export type UpdatesFilter = 'all' | MonitoredRecordKind;

/** Newest first; the server's order is by type, and the feed mixes both. */
export function newestFirst(updates: readonly RecordNotification[]): RecordNotification[] {
  return [...updates].sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
}

export function filterUpdates(updates: readonly RecordNotification[], filter: UpdatesFilter): RecordNotification[] {
  return filter === 'all' ? [...updates] : updates.filter((update) => update.type === filter);
}

/** The updates of one monitored record, newest first: matched by its id and kind (the two lists have their own ids). */
export function updatesOf(
  record: MonitoredRecord,
  kind: MonitoredRecordKind,
  updates: readonly RecordNotification[],
): RecordNotification[] {
  return newestFirst(updates.filter((update) => update.monitored_record_id === record.id && update.type === kind));
}

/** A record's title; the data set may no longer have the person or place (the title is then empty). */
export function recordTitle(record: MonitoredRecord, kind: MonitoredRecordKind): string {
  return record.title || (kind === 'person' ? 'A person you monitor' : 'A place you monitor');
}

/**
 * Whom or what an update is about: its monitored record's title when the member still has that record, else the
 * person's name it carries; a provider notice may name nobody (then its display text says it all).
 */
export function subjectOf(
  update: RecordNotification,
  records: Readonly<Record<MonitoredRecordKind, readonly MonitoredRecord[]>>,
): string {
  const record = records[update.type].find((candidate) => candidate.id === update.monitored_record_id);
  if (record?.title) return record.title;
  return `${update.first_name} ${update.last_name}`.trim();
}

/** The report of a monitored record: create-record finds or creates the member's record for the pointer. */
export function reportLinkOf(record: MonitoredRecord, kind: MonitoredRecordKind): string {
  const query = new URLSearchParams({ type: kind, pointer: record.pointer });
  return `${paths.createRecord}?${query.toString()}`;
}
