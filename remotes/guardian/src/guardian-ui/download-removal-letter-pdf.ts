import { fetchRemovalLetterPdf, type RemovalLetterPdf } from '@beacon/api';

import { saveBlob } from './save-blob';

/** Fetches a postal request's letter with the member's token and downloads it under the server's file name. */
export async function downloadRemovalLetterPdf(memberId: number, removalId: number): Promise<RemovalLetterPdf> {
  const letter = await fetchRemovalLetterPdf(memberId, removalId);
  saveBlob(letter.fileName, letter.pdf);
  return letter;
}
