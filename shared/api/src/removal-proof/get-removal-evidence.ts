import { queryOptions, useQuery } from '@tanstack/react-query';

import { removalEvidenceResponseSchema, type RemovalEvidence } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { removalProofKeys } from '../query-keys';
import { removalProofPath } from './removal-proof-path';

export type { RemovalEvidence } from '@beacon/validation';

/**
 * GET …/members/{memberId}/removals/{removalId}/evidence: what was recorded of a removal, in time order (captures,
 * the letter, replies, status changes with their cause), without the content.
 */
export async function fetchRemovalEvidence(
  memberId: string | number,
  removalId: string | number,
): Promise<RemovalEvidence[]> {
  return (
    await apiRequest(`${removalProofPath(memberId, removalId)}/evidence`, { schema: removalEvidenceResponseSchema })
  ).items;
}

export const removalEvidenceQueryOptions = (memberId: string | number, removalId: string | number) =>
  queryOptions({
    queryKey: removalProofKeys.evidence(memberId, removalId),
    queryFn: () => fetchRemovalEvidence(memberId, removalId),
  });

export function useRemovalEvidence(
  memberId: string | number,
  removalId: string | number,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...removalEvidenceQueryOptions(memberId, removalId), enabled: options.enabled ?? true });
}
