import { useMutation } from '@tanstack/react-query';

import { apiStream } from '@beacon/api/client';
import { attachmentName } from '../attachment-name';
import { removalProofPath } from './removal-proof-path';

export interface RemovalProofPdf {
  fileName: string;
  pdf: Blob;
}

/**
 * GET …/removals/{removalId}/proof.pdf: the proof bundle of a removal as one PDF, with the name the server gives it
 * (removal-proof-<reference>.pdf). Fetched with the member's token (a plain link would carry none).
 */
export async function fetchRemovalProofPdf(
  memberId: string | number,
  removalId: string | number,
): Promise<RemovalProofPdf> {
  const path = `${removalProofPath(memberId, removalId)}/proof.pdf`;
  const response = await apiStream(path, { accept: 'application/pdf' });
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (type !== 'application/pdf') throw new Error(`GET ${path}: expected a PDF, received ${type || 'no content type'}`);
  return {
    fileName: attachmentName(response.headers.get('content-disposition'), `removal-proof-${removalId}.pdf`),
    pdf: await response.blob(),
  };
}

/** Downloading is an action of the member (a button), not data a screen shows: a mutation, nothing cached. */
export function useRemovalProofPdf(memberId: string | number) {
  return useMutation({ mutationFn: (removalId: number) => fetchRemovalProofPdf(memberId, removalId) });
}
