import { useId } from 'react';

import type { GuardianProtection } from '@beacon/api';

import { BrokerInquiry, notCheckedLabel } from './BrokerInquiry';
import { FoundListingForm } from './FoundListingForm';
import guardian from './guardian.module.css';

// The catalog's brokers Guardian cannot read here (issue 59 point 2): no listing is claimed for them. Each shows
// "Not checked" and, where the broker's own search address is known, a link to look there; never an invented URL.
// The member may add a listing they found on a site that takes letters; a site that takes requests only on its own
// form gets a link to that form, as Guardian cannot fill it in for a site it cannot read. A site that takes requests by
// e-mail can be asked what it holds (BrokerInquiry); its answer shows on its card.

type NotCheckedBroker = GuardianProtection['notChecked'][number];

export interface NotCheckedBrokersProps {
  brokers: GuardianProtection['notChecked'];
  memberId: number;
  firstName: string;
  /** A listing the member found is now among their listings (the broker has left this list). */
  onListingAdded: (broker: NotCheckedBroker) => void;
}

export function NotCheckedBrokers({ brokers, memberId, firstName, onListingAdded }: NotCheckedBrokersProps) {
  const headingId = useId();
  if (brokers.length === 0) return null;
  return (
    <section className={guardian.stack} aria-labelledby={headingId}>
      <h3 id={headingId} className={guardian.sectionTitle}>
        Sites Guardian does not check
      </h3>
      <p className={guardian.muted}>
        Guardian cannot read these sites for you, so it does not say whether they list {firstName}. Where we know the
        site&apos;s own search, the link opens it for {firstName}&apos;s name. If you find {firstName} on one of them,
        add the listing: Guardian then writes the site its removal letter and e-mails it, or, for a site that takes
        requests only by post, gives you the letter to print and mail. A site that takes requests only on its own form
        is linked to it. Guardian can also e-mail a site that takes requests by e-mail to ask what it holds about{' '}
        {firstName}: a listing it names in its answer joins {firstName}&apos;s listings.
      </p>
      <ul className={guardian.list} aria-label="Sites not checked">
        {brokers.map((broker) => (
          <li key={broker.slug} className={guardian.card}>
            <p className={guardian.text}>
              <strong>{broker.name}</strong> <span className={guardian.muted}>{notCheckedLabel(broker)}</span>
            </p>
            <div className={guardian.actions}>
              {broker.searchUrl ? (
                <a className={guardian.link} href={broker.searchUrl} target="_blank" rel="noreferrer noopener">
                  Search {broker.name} for {firstName}
                  <span className={guardian.visuallyHidden}> (opens the site in a new tab)</span>
                </a>
              ) : (
                <span className={guardian.muted}>{broker.domain}</span>
              )}
              {!broker.acceptsLetters && broker.optOutUrl ? (
                <a className={guardian.link} href={broker.optOutUrl} target="_blank" rel="noreferrer noopener">
                  Opt out on {broker.name}&apos;s own form
                  <span className={guardian.visuallyHidden}> (opens the site in a new tab)</span>
                </a>
              ) : null}
            </div>
            <BrokerInquiry memberId={memberId} broker={broker} firstName={firstName} />
            {broker.acceptsLetters ? (
              <FoundListingForm memberId={memberId} broker={broker} firstName={firstName} onAdded={onListingAdded} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
