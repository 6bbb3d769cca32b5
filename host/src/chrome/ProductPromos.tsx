import { Link } from '@beacon/react-router';

import type { Account } from '@beacon/api';
import { paths } from '@beacon/platform';
import { PurchaseLink, TextPlaceholder } from '@beacon/ui';
import { entitlementsFrom } from '@beacon/validation';

import styles from './chrome.module.css';

// The sidebar's product promotions (spec §2.3) follow what the member holds, by the navigation's rule
// (entitlementsFrom): "Included!" and a way in only for a member who has the product; for anyone else the same promo
// is an offer that leads to the purchase page (issue 54: nothing announced as included that is not).

/** Until the account is known, neither the "Included!" nor the offer: a member must not see the wrong one first. */
function Undecided() {
  return <TextPlaceholder size="sentence" />;
}

export function BackgroundReportsPromo({ account }: { account: Account | undefined }) {
  const holds = account ? entitlementsFrom(account.balances).holds.person_report : undefined;
  return (
    // an offer is named apart from the page it leads to (a landmark's name must be unique on the page)
    <section
      className={styles.card}
      {...(holds === false
        ? { 'aria-label': 'Background Reports offer' }
        : { 'aria-labelledby': 'background-promo-title' })}
    >
      <h2 id="background-promo-title">Background Reports</h2>
      <p>Search anyone in the U.S. and open a full background report.</p>
      {holds === undefined ? <Undecided /> : null}
      {holds === true ? <Link to={paths.reports}>See your reports</Link> : null}
      {holds === false ? (
        <PurchaseLink purchase={{ requiredItem: 'person_report', reason: 'product', returnTo: paths.reports }}>
          Get Background Reports
        </PurchaseLink>
      ) : null}
    </section>
  );
}

export function SexOffenderWatchPromo({ account }: { account: Account | undefined }) {
  const holds = account ? entitlementsFrom(account.balances).dataMonitoringLinks : undefined;
  return (
    // "Sex Offender Watch" alone would name this region like the Sex Offender Watch page's own (landmark-unique)
    <section
      className={styles.card}
      {...(holds === false ? { 'aria-label': 'Sex Offender Watch offer' } : { 'aria-labelledby': 'sow-promo-title' })}
    >
      <h2 id="sow-promo-title">
        Sex Offender Watch
        {holds === true ? (
          <>
            {' '}
            <span className={styles.pill}>Included!</span>
          </>
        ) : null}
      </h2>
      <p>Know when a registered sex offender lives near the places you care about.</p>
      {holds === undefined ? <Undecided /> : null}
      {holds === true ? <Link to={paths.sexOffenderMonitoring}>Open Sex Offender Watch</Link> : null}
      {holds === false ? (
        <PurchaseLink
          purchase={{ requiredItem: 'data_monitoring', reason: 'product', returnTo: paths.sexOffenderMonitoring }}
        >
          Get Sex Offender Watch
        </PurchaseLink>
      ) : null}
    </section>
  );
}
