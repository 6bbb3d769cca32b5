import type { RecordType } from '@beacon/api';
import { Button } from '@beacon/ui';

import styles from './record-view.module.css';
import { usePdfDownload } from './use-pdf-download';

/** "Download PDF": prepares the report's PDF with a visible progress state, then offers the file. */
export function PdfDownload({ recordId, type }: { recordId: number; type: RecordType }) {
  const { phase, url, start } = usePdfDownload(recordId, type);
  const preparing = phase === 'requested' || phase === 'queued' || phase === 'processing';
  return (
    <div className={styles.pdf}>
      {phase === 'complete' && url ? (
        // A plain link: the browser sends the apiV2 cookie, which is how the PDF service knows the member.
        <a className={styles.download} href={url} download={`beacon-report-${recordId}.pdf`}>
          Download your PDF
        </a>
      ) : (
        <Button onClick={() => void start()} disabled={preparing}>
          Download PDF
        </Button>
      )}
      <p role="status" className={styles.pdfStatus}>
        {preparing ? 'Preparing your PDF…' : ''}
        {phase === 'failed' ? 'Your PDF could not be prepared. Please try again.' : ''}
      </p>
    </div>
  );
}
