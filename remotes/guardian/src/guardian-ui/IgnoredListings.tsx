import { useId, useState } from 'react';

import type { GuardianListing, ProtectionMember } from '@beacon/api';
import { formatQuantity } from '@beacon/platform';
import { Notice, type NoticeValue } from '@beacon/ui';

import guardian from './guardian.module.css';
import styles from './match.module.css';
import { MatchEvidenceTable } from './MatchEvidenceTable';
import report from './report.module.css';

export interface IgnoredListingsProps {
  /** Listings the score set aside, or that the member said are not them. */
  listings: readonly GuardianListing[];
  person: Pick<ProtectionMember, 'isSelf' | 'firstName'>;
  onRestore: (listing: GuardianListing) => void;
  /** The listing being restored: its button waits. */
  busyListingId: number | null;
  notice?: NoticeValue | null;
}

/**
 * Ignored listings (issue 59 point 3): most likely someone else of the same name. Guardian never asks these sites to
 * remove them; the member can restore one, which asks "Is this you?" about it again. Collapsed at first: they are not
 * the member's exposures.
 */
export function IgnoredListings({ listings, person, onRestore, busyListingId, notice = null }: IgnoredListingsProps) {
  const titleId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const who = person.isSelf ? 'you' : person.firstName;
  return (
    <section className={guardian.stack} aria-labelledby={titleId}>
      <h3 id={titleId} className={guardian.sectionTitle}>
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          Ignored listings ({listings.length})
        </button>
      </h3>
      <Notice notice={notice} />
      <div id={panelId} className={guardian.stack} hidden={!open}>
        <p className={guardian.text}>
          {formatQuantity(listings.length, 'listing')} most likely about someone else. Guardian never asks these sites
          to remove them. Restore one if it is about {who === 'you' ? 'you' : who} after all.
        </p>
        <ul className={guardian.list}>
          {listings.map((listing) => (
            <IgnoredListing
              key={listing.id}
              listing={listing}
              who={who}
              onRestore={onRestore}
              busy={busyListingId === listing.id}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}

function IgnoredListing({
  listing,
  who,
  onRestore,
  busy,
}: {
  listing: GuardianListing;
  who: string;
  onRestore: IgnoredListingsProps['onRestore'];
  busy: boolean;
}) {
  const titleId = useId();
  const { broker, match } = listing;
  return (
    <li className={guardian.card}>
      <article className={guardian.stack} aria-labelledby={titleId}>
        <h4 id={titleId} className={report.brokerName}>
          {broker.name}
        </h4>
        <p className={guardian.text}>
          {match.verdict === 'not_mine'
            ? 'You said this listing is not you.'
            : 'Guardian set this listing aside: what it shows does not fit the details you gave us.'}
        </p>
        {match.evidence.length > 0 ? (
          <MatchEvidenceTable
            evidence={match.evidence}
            caption={`What you gave us about ${who === 'you' ? 'yourself' : who}, beside the listing`}
          />
        ) : null}
        <div className={guardian.actions}>
          <button
            type="button"
            className={guardian.linkButton}
            aria-label={`Restore the listing on ${broker.name}`}
            disabled={busy}
            onClick={() => onRestore(listing)}
          >
            Restore
          </button>
        </div>
      </article>
    </li>
  );
}
