import type { FileDownload } from './use-file-download';
import guardian from './guardian.module.css';

export interface DownloadStatusProps {
  download: FileDownload;
  /** What could not be downloaded, as the sentence's subject: "The letter", "The proof". */
  what: string;
}

/** What became of a download: the saved file's name, announced politely; a failure at once. */
export function DownloadStatus({ download, what }: DownloadStatusProps) {
  return (
    <>
      {/* present before anything is said, so that screen readers announce the change */}
      <div role="status" className={guardian.text}>
        {download.state === 'done' ? `Downloaded ${download.fileName}.` : null}
      </div>
      {download.state === 'failed' ? (
        <p role="alert" className={guardian.error}>
          {what} could not be downloaded. Please try again.
        </p>
      ) : null}
    </>
  );
}
