import { getRemovalLetter } from '@beacon/api';
import type { RemovalLetter } from '@beacon/validation';

import { saveBlob } from './save-blob';

/** Hands text to the browser as a file download. */
export function saveTextFile(fileName: string, text: string): void {
  saveBlob(fileName, new Blob([text], { type: 'text/plain;charset=utf-8' }));
}

/** Fetches a removal request's letter, filled with the member's data, and downloads it as a text file. */
export async function downloadRemovalLetter(memberId: number, removalId: number): Promise<RemovalLetter> {
  const letter = await getRemovalLetter(memberId, removalId);
  saveTextFile(letter.fileName, letter.text);
  return letter;
}
