import { useState } from 'react';

/** Where a download stands: the button waits while busy, the status says the file's name once saved. */
export type FileDownload = { state: 'idle' | 'busy' } | { state: 'done'; fileName: string } | { state: 'failed' };

/**
 * One file download from the API (a removal's proof, a postal letter): `start` runs it and keeps its state for
 * `DownloadStatus`. A failure is kept, not thrown: the member is told and may try again.
 */
export function useFileDownload() {
  const [download, setDownload] = useState<FileDownload>({ state: 'idle' });

  async function start(fetchAndSave: () => Promise<{ fileName: string }>) {
    setDownload({ state: 'busy' });
    try {
      const { fileName } = await fetchAndSave();
      setDownload({ state: 'done', fileName });
    } catch {
      setDownload({ state: 'failed' });
    }
  }

  return { download, start };
}
