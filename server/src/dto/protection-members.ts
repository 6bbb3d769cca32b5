import {
  FAMILY_RELATIONSHIPS,
  PROTECTION_MEMBER_STATUSES,
  SCAN_STATUSES,
  type FamilyRelationship,
  type ProtectionMemberResponse,
  type ProtectionMemberStatus,
  type ScanStatus,
} from '@beacon/validation';

import type { ProtectionMemberRow } from '../repositories/protection-members-repository';
import type { MemberSummary } from '../services/protection-members-service';

// A protection member row onto its contract (responses/guardian-response.ts).

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

export function toProtectionMemberDto(
  row: ProtectionMemberRow,
  summary: MemberSummary = { score: null, exposures: 0, removed: 0, scanStatus: null },
): ProtectionMemberResponse {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    isSelf: row.is_self === 1,
    pointer: row.pointer,
    usageId: row.usage_id,
    reportId: row.record_id === null ? null : String(row.record_id),
    status: isOneOf<ProtectionMemberStatus>(PROTECTION_MEMBER_STATUSES, row.status) ? row.status : 'setup_required',
    relationship: isOneOf<FamilyRelationship>(FAMILY_RELATIONSHIPS, row.relationship) ? row.relationship : null,
    authorizedAt: row.authorized_at === null ? null : new Date(row.authorized_at).toISOString(),
    score: summary.score,
    exposures: summary.exposures,
    removed: summary.removed,
    scanStatus: isOneOf<ScanStatus>(SCAN_STATUSES, summary.scanStatus) ? summary.scanStatus : null,
  };
}
