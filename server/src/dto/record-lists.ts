import type { RecordListResponse } from '@beacon/validation';

import type { ListView } from '../services/record-lists-service';

// A member's record list onto its contract (responses/record-lists-response.ts).

export function toRecordListDto({ row, items }: ListView): RecordListResponse {
  return {
    id: row.id,
    name: row.name,
    items: items.map(({ type, recordId }) => ({ type, recordId })),
    created: new Date(Number(row.created_at)).toISOString(),
  };
}
