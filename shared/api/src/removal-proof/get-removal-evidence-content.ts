import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiStream } from '@beacon/api/client';
import { removalProofKeys } from '../query-keys';
import { removalProofPath } from './removal-proof-path';

/**
 * GET …/removals/{removalId}/evidence/{evidenceId}: one piece's content (a capture to show), as a Blob of the type
 * the list named. Bytes have no JSON contract: the check is that the server answered with the type expected.
 */
export async function fetchRemovalEvidenceContent(
  memberId: string | number,
  removalId: string | number,
  evidenceId: string | number,
  mime: string,
): Promise<Blob> {
  const path = `${removalProofPath(memberId, removalId)}/evidence/${encodeURIComponent(String(evidenceId))}`;
  // the same app headers, bearer token and refresh as every call; the body is read here, as bytes
  const response = await apiStream(path, { accept: mime });
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (type !== mime) throw new Error(`GET ${path}: expected ${mime}, received ${type || 'no content type'}`);
  return response.blob();
}

export const removalEvidenceContentQueryOptions = (
  memberId: string | number,
  removalId: string | number,
  evidenceId: string | number,
  mime: string,
) =>
  queryOptions({
    queryKey: removalProofKeys.content(memberId, removalId, evidenceId),
    queryFn: () => fetchRemovalEvidenceContent(memberId, removalId, evidenceId, mime),
    // a piece of proof never changes once recorded
    staleTime: Infinity,
  });

export function useRemovalEvidenceContent(
  memberId: string | number,
  removalId: string | number,
  evidenceId: string | number,
  mime: string,
) {
  return useQuery(removalEvidenceContentQueryOptions(memberId, removalId, evidenceId, mime));
}
