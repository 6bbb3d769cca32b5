import type { ProtectionMemberRow } from '../repositories/protection-members-repository';

// Personal data protection member (spec §3): id, firstName, lastName, isSelf, pointer, usageId, reportId, plus the
// status the finish-scan banner reads (spec §4).

export const protectionMemberSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    isSelf: { type: 'boolean' },
    pointer: { type: ['string', 'null'] },
    usageId: { type: 'string' },
    reportId: { type: ['string', 'null'], description: 'the record id of the report this member is protected by' },
    status: { type: 'string', description: '`setup_required` until the first dark web scan' },
  },
  required: ['id', 'firstName', 'lastName', 'isSelf', 'pointer', 'usageId', 'reportId', 'status'],
} as const;

export const protectionMemberListSchema = {
  type: 'object',
  properties: { items: { type: 'array', items: protectionMemberSchema } },
  required: ['items'],
} as const;

export function toProtectionMemberDto(row: ProtectionMemberRow) {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    isSelf: row.is_self === 1,
    pointer: row.pointer,
    usageId: row.usage_id,
    reportId: row.record_id === null ? null : String(row.record_id),
    status: row.status,
  };
}
