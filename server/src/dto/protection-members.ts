import type { ProtectionMemberResponse } from '@beacon/validation';

import type { ProtectionMemberRow } from '../repositories/protection-members-repository';

// A protection member row onto its contract (protection-members-response.ts).

export function toProtectionMemberDto(row: ProtectionMemberRow): ProtectionMemberResponse {
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
