import type { MonitoredRow } from '../repositories/monitored-records-repository';

// Response schemas and mapper of monitored person and location records (spec §3; issue 7 contract).

export const monitoredRecordSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    pointer: { type: 'string' },
    usageId: { type: 'string' },
    isArchived: { type: 'boolean' },
    created: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'pointer', 'usageId', 'isArchived', 'created'],
} as const;

export const monitoredRecordListSchema = {
  type: 'object',
  properties: { items: { type: 'array', items: monitoredRecordSchema, description: 'newest first, archived last' } },
  required: ['items'],
} as const;

export function toMonitoredDto(row: MonitoredRow) {
  return {
    id: row.id,
    pointer: row.pointer,
    usageId: row.usage_id,
    isArchived: row.is_archived === 1,
    created: new Date(Number(row.created_at)).toISOString(),
  };
}
