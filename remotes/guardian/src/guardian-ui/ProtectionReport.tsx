import { useId, useRef, useState } from 'react';

import {
  paymentRequiredOf,
  useGuardianProtection,
  useListingVerdict,
  useMarkRemovalActionDone,
  useRequestRemovals,
  useStartGuardianScan,
  type GuardianListing,
  type GuardianProtection,
} from '@beacon/api';
import { formatDisplayDate, formatEvery, formatQuantity } from '@beacon/platform';
import { Button, Notice, type NoticeValue, TextPlaceholder, usePurchaseRedirect } from '@beacon/ui';

import { BulkRemovalDialog } from './BulkRemovalDialog';
import { downloadRemovalLetter } from './download-letter';
import { failureText } from './failure-text';
import guardian from './guardian.module.css';
import { IgnoredListings } from './IgnoredListings';
import { IsThisYou } from './IsThisYou';
import { canRequestRemoval, matchPlaceOf, summarize } from './listing-status';
import { ListingItem } from './ListingItem';
import { NotCheckedBrokers } from './NotCheckedBrokers';
import styles from './report.module.css';
import { ScanProgress } from './ScanProgress';
import { ScoreChart } from './ScoreChart';

export const isScanRunning = (scan: GuardianProtection['scan']) =>
  scan?.status === 'queued' || scan?.status === 'running';

/** Placeholders shaped like the report, so nothing claims "no listings" before the answer arrives. */
export function ReportPlaceholder() {
  return (
    <ul className={guardian.list} aria-busy="true" aria-label="Loading Guardian results">
      {[0, 1, 2].map((index) => (
        <li key={index} className={guardian.card}>
          <TextPlaceholder size="name" />
          <TextPlaceholder size="sentence" />
          <TextPlaceholder size="word" />
        </li>
      ))}
    </ul>
  );
}

export interface ProtectionReportProps {
  memberId: number | string;
}

/** Everything Guardian knows about one protected person: score, scans, and each listing with its removal. */
export function ProtectionReport({ memberId }: ProtectionReportProps) {
  const protection = useGuardianProtection(memberId);
  if (protection.data) return <LoadedReport protection={protection.data} />;
  if (protection.isError) {
    return (
      <div className={guardian.stack}>
        <p className={guardian.error} role="alert">
          Guardian&apos;s results could not be loaded. Please try again.
        </p>
        <div>
          <Button onClick={() => void protection.refetch()}>Try Again</Button>
        </div>
      </div>
    );
  }
  return <ReportPlaceholder />;
}

/** Where a notice shows: beside the action the member used, so a long list of listings does not hide it. */
type NoticePlace = 'scan' | 'exposures' | 'asked' | 'ignored' | number;

interface PlacedNotice extends NoticeValue {
  place: NoticePlace;
}

interface Busy {
  kind: 'request' | 'action-done' | 'letter' | 'verdict';
  listingIds: readonly number[];
}

function LoadedReport({ protection }: { protection: GuardianProtection }) {
  const { member, scan, score } = protection;
  // uncertain listings are asked about first, apart; those set aside are not the member's exposures (issue 59)
  const asked = protection.listings.filter((listing) => matchPlaceOf(listing) === 'asked');
  const ignored = protection.listings.filter((listing) => matchPlaceOf(listing) === 'ignored');
  const listings = protection.listings.filter((listing) => matchPlaceOf(listing) === 'listed');
  const memberId = member.id;
  const nameId = useId();
  const scoreId = useId();
  const scanId = useId();
  const summaryId = useId();
  const exposuresId = useId();
  const startScan = useStartGuardianScan(memberId);
  const requestRemovals = useRequestRemovals(memberId);
  const markActionDone = useMarkRemovalActionDone(memberId);
  const listingVerdict = useListingVerdict(memberId);
  const toPurchase = usePurchaseRedirect();
  const [notice, setNotice] = useState<PlacedNotice | null>(null);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [confirmingAll, setConfirmingAll] = useState(false);
  const exposuresHeading = useRef<HTMLHeadingElement>(null);
  const running = isScanRunning(scan);
  const summary = summarize(listings);
  const requestable = listings.filter(canRequestRemoval);

  /**
   * A 402 means the member must buy Guardian again; anything else is said where the member is looking, in the
   * server's words when it explains the refusal (a family member's missing confirmation or e-mail address, too many
   * removals in an hour).
   */
  function failed(error: unknown, fallback: string, place: NoticePlace) {
    const required = paymentRequiredOf(error, 'product');
    if (required) toPurchase(required);
    else setNotice({ kind: 'failed', text: failureText(error, fallback), place });
  }

  const noticeAt = (place: NoticePlace) => (notice?.place === place ? notice : null);

  function request(targets: readonly GuardianListing[]) {
    const listingIds = targets.map((listing) => listing.id);
    const place: NoticePlace = targets.length === 1 && targets[0] ? targets[0].id : 'exposures';
    setNotice(null);
    setBusy({ kind: 'request', listingIds });
    requestRemovals.mutate(
      { id: memberId, listingIds },
      {
        onSuccess: () =>
          setNotice({
            kind: 'done',
            place,
            text:
              targets.length === 1 && targets[0]
                ? `Removal requested from ${targets[0].broker.name}.`
                : `Removal requested for ${formatQuantity(targets.length, 'listing')}.`,
          }),
        onError: (error) => failed(error, 'The removal request could not be sent. Please try again.', place),
        onSettled: () => setBusy(null),
      },
    );
  }

  function actionDone(listing: GuardianListing, removalId: number) {
    setNotice(null);
    setBusy({ kind: 'action-done', listingIds: [listing.id] });
    markActionDone.mutate(
      { id: memberId, removalId },
      {
        onSuccess: () =>
          setNotice({
            kind: 'done',
            place: listing.id,
            text: `Thank you. Your request was sent to ${listing.broker.name} again.`,
          }),
        onError: (error) => failed(error, 'Your update could not be saved. Please try again.', listing.id),
        onSettled: () => setBusy(null),
      },
    );
  }

  async function downloadLetter(listing: GuardianListing, removalId: number) {
    setNotice(null);
    setBusy({ kind: 'letter', listingIds: [listing.id] });
    try {
      const letter = await downloadRemovalLetter(memberId, removalId);
      setNotice({
        kind: 'done',
        place: listing.id,
        text: `Downloaded ${letter.fileName}, the letter sent to ${letter.sentTo} on ${formatDisplayDate(letter.date)}.`,
      });
    } catch (error) {
      failed(error, 'The letter could not be downloaded. Please try again.', listing.id);
    } finally {
      setBusy(null);
    }
  }

  /** The member's answer to "Is this you?", or a restore from Ignored listings ('undecided'). */
  function answer(listing: GuardianListing, verdict: 'mine' | 'not_mine' | 'undecided') {
    const place: NoticePlace = verdict === 'undecided' ? 'ignored' : 'asked';
    setNotice(null);
    setBusy({ kind: 'verdict', listingIds: [listing.id] });
    listingVerdict.mutate(
      { id: memberId, listingId: listing.id, verdict },
      {
        onSuccess: () =>
          setNotice({
            kind: 'done',
            place,
            text:
              verdict === 'mine'
                ? `Thank you. Guardian can now ask ${listing.broker.name} to remove this listing.`
                : verdict === 'not_mine'
                  ? `Moved to Ignored listings. Guardian will not ask ${listing.broker.name} to remove it.`
                  : `Restored the listing on ${listing.broker.name}.`,
          }),
        onError: (error) => failed(error, 'Your answer could not be saved. Please try again.', place),
        onSettled: () => setBusy(null),
      },
    );
  }

  const verdictBusy = busy?.kind === 'verdict' ? (busy.listingIds[0] ?? null) : null;

  function scanNow() {
    setNotice(null);
    startScan.mutate(memberId, {
      onSuccess: () => setNotice({ kind: 'done', text: 'Your scan has started.', place: 'scan' }),
      onError: (error) => failed(error, 'The scan could not be started. Please try again.', 'scan'),
    });
  }

  const busyFor = (listing: GuardianListing) =>
    busy && busy.kind !== 'verdict' && busy.listingIds.includes(listing.id) ? busy.kind : null;

  return (
    <article className={styles.report} aria-labelledby={nameId}>
      <h2 id={nameId} className={styles.name}>
        {member.firstName} {member.lastName}
      </h2>
      <div className={styles.columns}>
        <section className={guardian.card} aria-labelledby={scoreId}>
          <h3 id={scoreId} className={guardian.sectionTitle}>
            Guardian score
          </h3>
          {score ? (
            <>
              <p className={styles.score}>
                <span className={styles.scoreValue}>{score.score}</span>
                <span>out of {score.maxScore}</span>
              </p>
              <ScoreChart history={score.history} maxScore={score.maxScore} />
              <h4 className={styles.brokerName}>What would raise your score</h4>
              {score.improvements.length > 0 ? (
                <ul className={styles.improvements}>
                  {score.improvements.map((improvement) => (
                    <li key={`${improvement.listingId}-${improvement.text}`}>
                      {improvement.text}
                      <span className={styles.gain}>+{improvement.gain}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={guardian.muted}>Nothing right now: no listing is adding to your exposure.</p>
              )}
            </>
          ) : (
            <p className={guardian.muted}>Your Guardian score appears after the first scan.</p>
          )}
        </section>
        <section className={guardian.card} aria-labelledby={scanId}>
          <h3 id={scanId} className={guardian.sectionTitle}>
            Scan
          </h3>
          <Notice notice={noticeAt('scan')} />
          {scan && running ? <ScanProgress scan={scan} /> : null}
          {!running ? (
            <>
              {scan === null ? <p className={guardian.text}>No scan yet.</p> : null}
              {scan?.status === 'failed' ? (
                <p className={guardian.error}>The last scan could not be finished. Please scan again.</p>
              ) : null}
              {scan ? (
                <p className={guardian.text}>Last scan {formatDisplayDate(scan.finishedAt ?? scan.requestedAt)}</p>
              ) : null}
              {scan && scan.sitesNotRead.length > 0 ? (
                <p className={guardian.callout}>
                  This scan could not read {scan.sitesNotRead.join(', ')}: what Guardian shows of{' '}
                  {scan.sitesNotRead.length === 1 ? 'it' : 'them'} is from the scan before.
                </p>
              ) : null}
              {protection.nextScanAt ? (
                <p className={guardian.text}>Next re-scan {formatDisplayDate(protection.nextScanAt)}</p>
              ) : null}
              <p className={guardian.muted}>Guardian re-scans {formatEvery(protection.rescanDays, 'day')}</p>
              <div>
                <Button onClick={scanNow} disabled={startScan.isPending}>
                  {startScan.isPending ? 'Starting…' : 'Scan Now'}
                </Button>
              </div>
            </>
          ) : null}
        </section>
      </div>
      <section className={guardian.stack} aria-labelledby={summaryId}>
        <h3 id={summaryId} className={guardian.sectionTitle}>
          Summary
        </h3>
        <ul className={styles.summary}>
          <li className={styles.summaryItem}>Found on {formatQuantity(summary.sites, 'site')}</li>
          <li className={styles.summaryItem}>{summary.removed} removed</li>
          <li className={styles.summaryItem}>{summary.inProgress} in progress</li>
          <li className={styles.summaryItem}>{summary.needsAction} needs your action</li>
        </ul>
      </section>
      {asked.length > 0 || noticeAt('asked') ? (
        <IsThisYou
          listings={asked}
          person={member}
          onAnswer={answer}
          busyListingId={verdictBusy}
          notice={noticeAt('asked')}
        />
      ) : null}
      <section className={guardian.stack} aria-labelledby={exposuresId}>
        {/* focusable from code only: where the keyboard goes once a listing the member found is added */}
        <h3 id={exposuresId} ref={exposuresHeading} tabIndex={-1} className={guardian.sectionTitle}>
          Exposures by broker
        </h3>
        <Notice notice={noticeAt('exposures')} />
        {!member.isSelf && member.authorizedAt === null ? (
          // added before the authorized-agent statement existed: other sites refuse requests (409) until it is given
          <p className={guardian.callout}>
            Guardian asks other sites to remove {member.firstName}&apos;s listings once you confirm that you may act for
            them: choose Edit beside {member.firstName} on Personal Data Protection.
          </p>
        ) : null}
        {requestable.length > 0 ? (
          <div className={guardian.actions}>
            <Button onClick={() => setConfirmingAll(true)} disabled={busy?.kind === 'request'}>
              Request All Removals
            </Button>
            <span className={guardian.muted}>
              Asks the sites of {formatQuantity(requestable.length, 'listing')} to remove {member.firstName}&apos;s
              listings; you confirm first.
            </span>
          </div>
        ) : null}
        {confirmingAll ? (
          <BulkRemovalDialog
            listings={requestable}
            person={member}
            onClose={() => setConfirmingAll(false)}
            onConfirm={(chosen) => {
              setConfirmingAll(false);
              request(chosen);
            }}
          />
        ) : null}
        {listings.length > 0 ? (
          <ul className={guardian.list} aria-label={`Listings about ${member.firstName} ${member.lastName}`}>
            {listings.map((listing) => (
              <ListingItem
                key={listing.id}
                listing={listing}
                person={member}
                actions={{
                  onRequestRemoval: (target) => request([target]),
                  onActionDone: actionDone,
                  onDownloadLetter: (target, removalId) => void downloadLetter(target, removalId),
                  busy: busyFor(listing),
                }}
                notice={noticeAt(listing.id)}
              />
            ))}
          </ul>
        ) : (
          <p className={guardian.text}>
            {scan?.status === 'complete'
              ? `Guardian found no listings about ${member.firstName} on the sites it scans.`
              : 'No listings found yet.'}
          </p>
        )}
      </section>
      {ignored.length > 0 ? (
        <IgnoredListings
          listings={ignored}
          person={member}
          onRestore={(listing) => answer(listing, 'undecided')}
          busyListingId={verdictBusy}
          notice={noticeAt('ignored')}
        />
      ) : null}
      <NotCheckedBrokers
        brokers={protection.notChecked}
        memberId={memberId}
        firstName={member.firstName}
        onListingAdded={(broker) => {
          setNotice({
            kind: 'done',
            place: 'exposures',
            text: `Added ${member.firstName}'s listing on ${broker.name}. Request its removal here as for any listing.`,
          });
          // the form (and, once the overview is read again, the site's card) is gone: the listing is up there now
          exposuresHeading.current?.focus();
        }}
      />
    </article>
  );
}
