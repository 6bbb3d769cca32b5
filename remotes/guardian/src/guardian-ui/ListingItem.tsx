import { useId } from 'react';

import type { GuardianListing, ProtectionMember } from '@beacon/api';
import { formatDisplayDate, formatQuantity } from '@beacon/platform';
import { Button, Notice, type NoticeValue } from '@beacon/ui';
import { EXPOSED_FIELD_LABELS, OPT_OUT_METHOD_LABELS, REMOVAL_STATUS_LABELS } from '@beacon/validation';

import guardian from './guardian.module.css';
import { canRequestRemoval } from './listing-status';
import { PostalLetter } from './PostalLetter';
import { RemovalProof } from './RemovalProof';
import styles from './report.module.css';
import { StatusPill } from './StatusPill';

export interface ListingItemProps {
  listing: GuardianListing;
  /** Whose listing it is: removing Beacon's own listing works differently for the member and for family (issue 55). */
  person: Pick<ProtectionMember, 'id' | 'isSelf' | 'firstName'>;
  /** What the member's last action on this listing did. */
  notice?: NoticeValue | null;
  /** The broker's heading: 4 inside a report's sections, 3 where the list is a page's own section. */
  headingLevel?: 3 | 4;
  /** Absent where the listing is only shown (the first scan's results as they come in). */
  actions?: {
    onRequestRemoval: (listing: GuardianListing) => void;
    onActionDone: (listing: GuardianListing, removalId: number) => void;
    onDownloadLetter: (listing: GuardianListing, removalId: number) => void;
    /** The action under way for this listing, if any: its button waits. */
    busy: 'request' | 'action-done' | 'letter' | null;
  };
}

// Listing addresses come from the scan; only web addresses become links.
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/**
 * What removing Beacon's own listing does. The member's own confirmed report is hidden at once; anyone else is
 * hidden only once they open the link Beacon e-mails them, so that a member cannot hide a stranger (issue 55).
 */
function beaconRemovalText(person: ListingItemProps['person']): string {
  if (person.isSelf) {
    return "Removing Beacon's listing hides you from Beacon search at once. Beacon reports about you, your own included, no longer open.";
  }
  return `Beacon e-mails ${person.firstName} a link to confirm. Their listing is hidden from Beacon search once they open it.`;
}

/** Who found the listing, and so what its date is. */
function firstSeenLabel(listing: GuardianListing): string {
  if (listing.foundBy === 'member') return 'Added by you';
  if (listing.foundBy === 'reply') return `Named by ${listing.broker.name}`;
  return 'First seen';
}

const AWAITING_CONFIRMATION_FALLBACK =
  'We e-mailed a link to confirm this removal. The listing stays on Beacon until it is opened.';

/** One listing on one site: what it shows, where, since when, and its removal request. */
export function ListingItem({ listing, person, actions, notice = null, headingLevel = 4 }: ListingItemProps) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { broker, removal } = listing;
  const exposed = listing.exposed.map((field) => EXPOSED_FIELD_LABELS[field]).join(', ');
  return (
    <li className={guardian.card}>
      <article className={guardian.stack} aria-labelledby={titleId}>
        <div className={styles.listingHeader}>
          <Heading id={titleId} className={styles.brokerName}>
            {broker.name}
          </Heading>
          <StatusPill listing={listing} />
        </div>
        <p className={guardian.muted}>{broker.domain}</p>
        <dl className={styles.facts}>
          {/* a listing the member added was read by nobody but them: its fields are their word, and said so */}
          <dt>{listing.foundBy === 'member' ? 'Shows, as you told us' : 'Shows'}</dt>
          <dd>{exposed || 'Not known'}</dd>
          <dt>Listing</dt>
          <dd>
            {isWebAddress(listing.url) ? (
              <a className={styles.url} href={listing.url} target="_blank" rel="noopener noreferrer nofollow">
                {listing.url}
                <span className={guardian.visuallyHidden}> (opens in a new tab)</span>
              </a>
            ) : (
              listing.url
            )}
          </dd>
          <dt>{firstSeenLabel(listing)}</dt>
          <dd>{formatDisplayDate(listing.firstSeenAt)}</dd>
          <dt>Opt-out</dt>
          <dd>
            {OPT_OUT_METHOD_LABELS[broker.optOutMethod]},{' '}
            {broker.isBeacon && !person.isSelf
              ? `once ${person.firstName} confirms by e-mail`
              : broker.processingDays === 0
                ? 'at once'
                : `usually within ${formatQuantity(broker.processingDays, 'day')}`}
          </dd>
        </dl>
        {broker.isBeacon ? <p className={guardian.callout}>{beaconRemovalText(person)}</p> : null}
        {removal ? (
          <div className={guardian.stack}>
            <p className={guardian.text}>Submitted {formatDisplayDate(removal.submittedAt)}</p>
            <p className={guardian.text}>
              <span>Deadline {formatDisplayDate(removal.deadlineAt)}</span>
              {removal.overdue ? <span className={styles.overdue}>Overdue</span> : null}
            </p>
            {removal.status === 'needs_action' ? (
              <div className={guardian.callout}>
                <p className={guardian.text}>
                  {removal.actionRequired ??
                    `${broker.name} needs something from you before it can remove this listing.`}
                </p>
                {actions ? (
                  <div className={guardian.actions}>
                    <Button
                      aria-label={`I've Done This for ${broker.name}`}
                      disabled={actions.busy === 'action-done'}
                      onClick={() => actions.onActionDone(listing, removal.id)}
                    >
                      I&apos;ve Done This
                    </Button>
                  </div>
                ) : null}
              </div>
            ) : null}
            {removal.status === 'awaiting_confirmation' ? (
              // nothing for the member to do: the person the link was sent to opens it
              <p className={guardian.callout}>{removal.actionRequired ?? AWAITING_CONFIRMATION_FALLBACK}</p>
            ) : null}
            {removal.status === 'expired' ? (
              <p className={guardian.callout}>
                The confirmation link expired before it was opened, so the listing is still on {broker.name}. Request
                the removal again to send a new link.
              </p>
            ) : null}
            {removal.history.length > 0 ? (
              <details className={styles.history}>
                <summary>Request history</summary>
                <ol>
                  {removal.history.map((transition, index) => (
                    <li key={`${transition.status}-${transition.at}-${index}`}>
                      {REMOVAL_STATUS_LABELS[transition.status]} on {formatDisplayDate(transition.at)}
                    </li>
                  ))}
                </ol>
              </details>
            ) : null}
            {removal.channel === 'mail' ? (
              <PostalLetter
                memberId={person.id}
                listing={listing}
                removal={removal}
                headingLevel={headingLevel === 3 ? 4 : 5}
              />
            ) : null}
            <RemovalProof memberId={person.id} listing={listing} />
          </div>
        ) : null}
        <Notice notice={notice} />
        {actions && (canRequestRemoval(listing) || removal) ? (
          <div className={guardian.actions}>
            {canRequestRemoval(listing) ? (
              <Button
                aria-label={`Request Removal from ${broker.name}`}
                disabled={actions.busy === 'request'}
                onClick={() => actions.onRequestRemoval(listing)}
              >
                Request Removal
              </Button>
            ) : null}
            {removal ? (
              <button
                type="button"
                className={guardian.linkButton}
                aria-label={`Download Letter to ${broker.name}`}
                disabled={actions.busy === 'letter'}
                onClick={() => actions.onDownloadLetter(listing, removal.id)}
              >
                Download Letter
              </button>
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}
