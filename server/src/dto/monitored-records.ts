import type { MonitoredRecordResponse } from '@beacon/validation';

import type { MonitoredRecordView } from '../services/monitored-records-service';

// A monitored person or location record onto its contract (monitored-records-response.ts).

export function toMonitoredDto({ row, title, subtitle }: MonitoredRecordView): MonitoredRecordResponse {
  return {
    title,
    subtitle,
    id: row.id,
    pointer: row.pointer,
    usageId: row.usage_id,
    isArchived: row.is_archived === 1,
    created: new Date(Number(row.created_at)).toISOString(),
  };
}
