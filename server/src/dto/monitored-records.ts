import type { MonitoredRecordResponse } from '@beacon/validation';

import type { MonitoredRow } from '../repositories/monitored-records-repository';

// A monitored person or location record onto its contract (monitored-records-response.ts).

export function toMonitoredDto(row: MonitoredRow): MonitoredRecordResponse {
  return {
    id: row.id,
    pointer: row.pointer,
    usageId: row.usage_id,
    isArchived: row.is_archived === 1,
    created: new Date(Number(row.created_at)).toISOString(),
  };
}
