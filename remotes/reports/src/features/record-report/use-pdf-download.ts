import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

import {
  accountQueryOptions,
  fetchPdfStatus,
  pdfFileUrl,
  requestPdf,
  useAccount,
  type PdfTarget,
  type RecordType,
} from '@beacon/api';
import { PDF_POLL_INTERVAL_MS } from '@beacon/platform';
import { pdfStatusesAtom, useAtomSnapshot } from '@beacon/session';

/** `requested` until the server took the job, then the job's own status (queued, processing, complete, failed). */
export type PdfPhase = 'idle' | 'requested' | 'queued' | 'processing' | 'complete' | 'failed';

const POLLING: readonly PdfPhase[] = ['queued', 'processing'];

function asPhase(value: string | undefined): PdfPhase {
  return value === 'requested' ||
    value === 'queued' ||
    value === 'processing' ||
    value === 'complete' ||
    value === 'failed'
    ? value
    : 'idle';
}

/**
 * The PDF of a report (spec §4, §9): requested, then its status polled every 2 s until "complete". The status is
 * kept per record id in the session's `pdfStatuses` (spec §3), so leaving the page and coming back resumes polling.
 */
export function usePdfDownload(recordId: number, type: RecordType) {
  const queryClient = useQueryClient();
  const account = useAccount();
  const statuses = useAtomSnapshot(pdfStatusesAtom);
  const setStatuses = useSetAtom(pdfStatusesAtom);
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const key = String(recordId);
  const phase = asPhase(statuses[key]);
  const memberId = account.data?.id;

  const setPhase = useCallback(
    (next: PdfPhase) => setStatuses((current) => ({ ...current, [key]: next })),
    [key, setStatuses],
  );

  const start = useCallback(async () => {
    setFileUrl(null);
    setPhase('requested');
    try {
      const { status } = await requestPdf(recordId);
      // Spec §7: GET /me before polling. It also refreshes an expired access token, and with it the apiV2 cookie the
      // file link relies on.
      await queryClient.fetchQuery({ ...accountQueryOptions(), staleTime: 0 });
      setPhase(status === 'complete' || status === 'failed' ? status : 'queued');
    } catch (error) {
      console.error('PDF request failed', error);
      setPhase('failed');
    }
  }, [queryClient, recordId, setPhase]);

  const polling = POLLING.includes(phase) && memberId !== undefined;
  useEffect(() => {
    if (!polling || memberId === undefined) return undefined;
    const target: PdfTarget = { memberId, type, recordId };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const job = await fetchPdfStatus(target);
        if (stopped) return;
        if (job.status === 'complete') setFileUrl(job.url ?? pdfFileUrl(target));
        if (job.status !== 'queued') setPhase(job.status);
      } catch (error) {
        // a missed poll is retried on the next tick; the job keeps running on the server
        console.error('PDF status failed', error);
      }
      if (!stopped) timer = setTimeout(() => void poll(), PDF_POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void poll(), PDF_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [polling, memberId, type, recordId, setPhase]);

  const url =
    phase === 'complete'
      ? (fileUrl ?? (memberId !== undefined ? pdfFileUrl({ memberId, type, recordId }) : null))
      : null;
  return { phase, url, start };
}
