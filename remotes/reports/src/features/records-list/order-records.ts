import type { MemberRecord } from '@beacon/api';

/** Spec §4: archived records go to the end of the list; otherwise the server's order (newest first) stays. */
export function orderRecords(records: readonly MemberRecord[]): MemberRecord[] {
  return [...records.filter((record) => !record.isArchived), ...records.filter((record) => record.isArchived)];
}
