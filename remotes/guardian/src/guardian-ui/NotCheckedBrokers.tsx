import { useId } from 'react';

import type { GuardianProtection } from '@beacon/api';

import guardian from './guardian.module.css';

// The catalog's brokers Guardian cannot read here (issue 59 point 2): no listing is claimed for them. Each shows
// "Not checked" and, where the broker's own search address is known, a link to look there; never an invented URL.

export interface NotCheckedBrokersProps {
  brokers: GuardianProtection['notChecked'];
  firstName: string;
}

export function NotCheckedBrokers({ brokers, firstName }: NotCheckedBrokersProps) {
  const headingId = useId();
  if (brokers.length === 0) return null;
  return (
    <section className={guardian.stack} aria-labelledby={headingId}>
      <h3 id={headingId} className={guardian.sectionTitle}>
        Sites Guardian does not check
      </h3>
      <p className={guardian.muted}>
        Guardian cannot read these sites for you, so it does not say whether they list {firstName}. Where we know the
        site&apos;s own search, the link opens it for {firstName}&apos;s name.
      </p>
      <ul className={guardian.list} aria-label="Sites not checked">
        {brokers.map((broker) => (
          <li key={broker.slug} className={guardian.card}>
            <strong>{broker.name}</strong> <span className={guardian.muted}>Not checked</span>{' '}
            {broker.searchUrl ? (
              <a href={broker.searchUrl} target="_blank" rel="noreferrer noopener">
                Search {broker.name} for {firstName}
                <span className={guardian.visuallyHidden}> (opens the site in a new tab)</span>
              </a>
            ) : (
              <span className={guardian.muted}>{broker.domain}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
