import { useEffect, useId, useState } from 'react';

import { useRemovalEvidence, useRemovalEvidenceContent, type GuardianListing, type RemovalEvidence } from '@beacon/api';
import { formatDisplayDate } from '@beacon/platform';
import { REMOVAL_STATUS_LABELS } from '@beacon/validation';

import { DisclosureButton } from './DisclosureButton';
import { downloadRemovalProof } from './download-removal-proof';
import { DownloadStatus } from './DownloadStatus';
import guardian from './guardian.module.css';
import styles from './removal-proof.module.css';
import { useFileDownload } from './use-file-download';

export interface RemovalProofProps {
  memberId: number;
  listing: GuardianListing;
}

/** Captures shown as images; other pieces (letter, replies) are in the PDF. */
const IMAGE_TYPES = new Set(['image/png']);

/** "Nov 2, 2026 at 09:01 UTC": the same clock as the proof PDF, which a member may forward to a site. */
export function proofTime(iso: string): string {
  return `${formatDisplayDate(iso.slice(0, 10))} at ${iso.slice(11, 16)} UTC`;
}

/** A capture fetched with the member's token, shown through an object URL that is let go with the image. */
function Capture({
  memberId,
  removalId,
  evidence,
}: {
  memberId: number;
  removalId: number;
  evidence: RemovalEvidence;
}) {
  const content = useRemovalEvidenceContent(memberId, removalId, evidence.id, evidence.mime ?? '');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!content.data) return undefined;
    const objectUrl = URL.createObjectURL(content.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [content.data]);
  return (
    <figure className={styles.capture}>
      {url ? <img src={url} alt={evidence.caption} /> : null}
      {content.isError ? <p className={guardian.error}>This capture could not be loaded.</p> : null}
      <figcaption>
        <time dateTime={evidence.at}>{proofTime(evidence.at)}</time>: {evidence.caption}
      </figcaption>
    </figure>
  );
}

function Step({ memberId, removalId, evidence }: { memberId: number; removalId: number; evidence: RemovalEvidence }) {
  if (evidence.kind === 'status' && evidence.status) {
    return (
      <li>
        <time dateTime={evidence.at}>{proofTime(evidence.at)}</time>: {REMOVAL_STATUS_LABELS[evidence.status]}
        {evidence.cause ? ` (${evidence.cause})` : null}
      </li>
    );
  }
  if (evidence.mime && IMAGE_TYPES.has(evidence.mime)) {
    return (
      <li>
        <Capture memberId={memberId} removalId={removalId} evidence={evidence} />
      </li>
    );
  }
  return (
    <li>
      <time dateTime={evidence.at}>{proofTime(evidence.at)}</time>: {evidence.caption}
    </li>
  );
}

/**
 * The proof of a listing's removal (issue 59 point 4), behind a disclosure: each status change with its time and
 * cause, the captures of the listing before and after, and the whole as a PDF. A listing that came back after its
 * removal offers the proof of that earlier removal.
 */
export function RemovalProof({ memberId, listing }: RemovalProofProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { download, start } = useFileDownload();
  const { removal, broker } = listing;
  const evidence = useRemovalEvidence(memberId, removal?.id ?? 0, { enabled: open && removal !== null });
  if (!removal) return null;

  const reappeared = removal.status === 'reappeared';
  const title = reappeared ? 'Proof of the earlier removal' : 'Proof of this removal';

  async function save(removalId: number) {
    await start(() => downloadRemovalProof(memberId, removalId));
  }

  return (
    <div className={styles.panel}>
      {reappeared ? (
        <p className={guardian.text}>
          This listing came back after {broker.name} removed it. The proof of that removal is kept.
        </p>
      ) : null}
      <DisclosureButton
        open={open}
        onToggle={() => setOpen((value) => !value)}
        controls={panelId}
        label={`${title} from ${broker.name}`}
      >
        {title}
      </DisclosureButton>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? (
          <>
            {evidence.isPending ? <p className={guardian.muted}>Loading the proof…</p> : null}
            {evidence.isError ? (
              <div role="alert" className={guardian.stack}>
                <p className={guardian.error}>The proof of this removal could not be loaded. Please try again.</p>
                <div>
                  <button type="button" className={guardian.linkButton} onClick={() => void evidence.refetch()}>
                    Try Again
                  </button>
                </div>
              </div>
            ) : null}
            {evidence.data && evidence.data.length === 0 ? (
              <p className={guardian.text}>Nothing has been recorded for this removal yet.</p>
            ) : null}
            {evidence.data && evidence.data.length > 0 ? (
              <ol className={styles.steps} aria-label={`Proof of the removal from ${broker.name}`}>
                {evidence.data.map((item) => (
                  <Step key={item.id} memberId={memberId} removalId={removal.id} evidence={item} />
                ))}
              </ol>
            ) : null}
            <div className={guardian.actions}>
              <button
                type="button"
                className={guardian.linkButton}
                aria-label={`Download proof (PDF) of the removal from ${broker.name}`}
                disabled={download.state === 'busy'}
                onClick={() => void save(removal.id)}
              >
                Download proof (PDF)
              </button>
            </div>
            <DownloadStatus download={download} what="The proof" />
          </>
        ) : null}
      </div>
    </div>
  );
}
