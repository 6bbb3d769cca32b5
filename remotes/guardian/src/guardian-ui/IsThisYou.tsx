import { useId } from 'react';

import type { GuardianListing, ProtectionMember } from '@beacon/api';
import { Button, Notice, type NoticeValue } from '@beacon/ui';

import guardian from './guardian.module.css';
import { MatchEvidenceTable } from './MatchEvidenceTable';
import styles from './report.module.css';

export interface IsThisYouProps {
  /** Listings the score could not decide (decision 'ask') that the member has not answered yet. */
  listings: readonly GuardianListing[];
  person: Pick<ProtectionMember, 'isSelf' | 'firstName'>;
  onAnswer: (listing: GuardianListing, verdict: 'mine' | 'not_mine') => void;
  /** The listing whose answer is being saved: its buttons wait. */
  busyListingId: number | null;
  notice?: NoticeValue | null;
}

// Listing addresses come from the scan; only web addresses become links.
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/**
 * "Is this you?" (issue 59 point 3): listings that may be someone else of the same name. Nothing is sent to these
 * sites until the member answers, so each shows the evidence side by side and asks.
 */
export function IsThisYou({ listings, person, onAnswer, busyListingId, notice = null }: IsThisYouProps) {
  const titleId = useId();
  const who = person.isSelf ? 'you' : person.firstName;
  return (
    <section className={guardian.stack} aria-labelledby={titleId}>
      <h3 id={titleId} className={guardian.sectionTitle}>
        Is this you?
      </h3>
      <p className={guardian.text}>
        {person.isSelf
          ? 'Guardian found these listings but cannot tell for sure that they are about you.'
          : `Guardian found these listings but cannot tell for sure that they are about ${person.firstName}.`}{' '}
        Nothing is sent to these sites until you answer.
      </p>
      <Notice notice={notice} />
      <ul className={guardian.list}>
        {listings.map((listing) => (
          <AskedListing
            key={listing.id}
            listing={listing}
            who={who}
            onAnswer={onAnswer}
            busy={busyListingId === listing.id}
          />
        ))}
      </ul>
    </section>
  );
}

function AskedListing({
  listing,
  who,
  onAnswer,
  busy,
}: {
  listing: GuardianListing;
  who: string;
  onAnswer: IsThisYouProps['onAnswer'];
  busy: boolean;
}) {
  const titleId = useId();
  const { broker, match } = listing;
  return (
    <li className={guardian.card}>
      <article className={guardian.stack} aria-labelledby={titleId}>
        <h4 id={titleId} className={styles.brokerName}>
          {broker.name}
        </h4>
        {match.confidence !== null ? (
          <p className={guardian.muted}>Match confidence {match.confidence} out of 100</p>
        ) : null}
        <MatchEvidenceTable
          evidence={match.evidence}
          caption={`What you gave us about ${who === 'you' ? 'yourself' : who}, beside the listing`}
        />
        {isWebAddress(listing.url) ? (
          <a className={guardian.link} href={listing.url} target="_blank" rel="noopener noreferrer nofollow">
            See the listing on {broker.name}
            <span className={guardian.visuallyHidden}> (opens in a new tab)</span>
          </a>
        ) : null}
        <div className={guardian.actions}>
          <Button
            aria-label={`Yes, this is me on ${broker.name}`}
            disabled={busy}
            onClick={() => onAnswer(listing, 'mine')}
          >
            Yes, this is me
          </Button>
          <Button
            aria-label={`No, not me on ${broker.name}`}
            disabled={busy}
            onClick={() => onAnswer(listing, 'not_mine')}
          >
            No, not me
          </Button>
        </div>
      </article>
    </li>
  );
}
