import { fetchRemovalProofPdf, type RemovalProofPdf } from '@beacon/api';

import { saveBlob } from './save-blob';

/** Fetches a removal's proof bundle with the member's token and downloads it under the server's file name. */
export async function downloadRemovalProof(memberId: number, removalId: number): Promise<RemovalProofPdf> {
  const proof = await fetchRemovalProofPdf(memberId, removalId);
  saveBlob(proof.fileName, proof.pdf);
  return proof;
}
