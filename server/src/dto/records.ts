import type { MemberRecord, RecordCardData } from '@beacon/validation';

import type { RecordRow } from '../repositories/records-repository';

// A member's record as the API sends it (the contract's `memberRecordResponseSchema`, spec §3 Record).

function parseData(text: string): RecordCardData {
  const value: unknown = JSON.parse(text);
  // the server wrote this JSON itself (records-service `displayData`); the serializer keeps only what the contract says
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RecordCardData) : {};
}

export function toRecordDto(row: RecordRow): MemberRecord {
  return {
    id: [row.account_id, row.type, row.id],
    recordId: row.id,
    reportId: row.report_id ?? String(row.id),
    type: row.type,
    pointer: row.pointer,
    data: parseData(row.data),
    isArchived: row.is_archived === 1,
    isPremium: row.is_premium === 1,
    usageIds: {},
    created: new Date(row.created_at).toISOString(),
    updated: new Date(row.updated_at).toISOString(),
  };
}
