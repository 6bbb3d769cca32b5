import type { MemberRecord, RecordCardData } from '@beacon/validation';

import type { RecordRow } from '../repositories/records-repository';

// A member's record as the API sends it (the contract's `memberRecordResponseSchema`, spec §3 Record).

function parseData(text: string): RecordCardData {
  const value: unknown = JSON.parse(text);
  // the server wrote this JSON itself (records-service `displayData`); the serializer keeps only what the contract says
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RecordCardData) : {};
}

/**
 * `usageIds`: the monitoring usages that protect the record, by product (spec §2.4 "Activated"); pass the account's
 * Guardian usages by record id (`protectionMembers.usageByRecord`).
 */
export function toRecordDto(row: RecordRow, guardianUsage: ReadonlyMap<number, string> = new Map()): MemberRecord {
  const guardian = guardianUsage.get(row.id);
  return {
    id: [row.account_id, row.type, row.id],
    recordId: row.id,
    reportId: row.report_id ?? String(row.id),
    type: row.type,
    pointer: row.pointer,
    data: parseData(row.data),
    isArchived: row.is_archived === 1,
    isPremium: row.is_premium === 1,
    usageIds: guardian ? { guardian } : {},
    created: new Date(row.created_at).toISOString(),
    updated: new Date(row.updated_at).toISOString(),
  };
}
