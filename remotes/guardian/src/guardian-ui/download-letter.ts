import { getRemovalLetter } from '@beacon/api';
import type { RemovalLetter } from '@beacon/validation';

/** Hands text to the browser as a file download (a Blob behind a temporary link). */
export function saveTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // revoking in the same task can cancel the download in some browsers
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Fetches a removal request's letter, filled with the member's data, and downloads it as a text file. */
export async function downloadRemovalLetter(memberId: number, removalId: number): Promise<RemovalLetter> {
  const letter = await getRemovalLetter(memberId, removalId);
  saveTextFile(letter.fileName, letter.text);
  return letter;
}
