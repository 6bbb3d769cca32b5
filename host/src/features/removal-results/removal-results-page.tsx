import { useRemovalResults, type RemovalResultBroker, type RemovalResultFamily } from '@beacon/api';
import { formatDisplayDate } from '@beacon/platform';
import { Page, TextPlaceholder } from '@beacon/ui';

import styles from './removal-results.module.css';

// The published removal results (issue 59 point 6): public, signed in or not. Every figure comes from the API,
// which computes it from Beacon's own removal requests; nothing here is estimated.

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
const days = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-US');

/** What the table calls the brokers without a known family. */
export const OTHER_BROKERS = 'Other brokers';

function medianDays(value: number | null): string {
  if (value === null) return 'None removed yet';
  return value === 1 ? '1 day' : `${days.format(value)} days`;
}

function FamilyTable({ group }: { group: RemovalResultFamily }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{group.family ?? OTHER_BROKERS}</caption>
      <thead>
        <tr>
          <th scope="col">Broker</th>
          <th scope="col">Requests</th>
          <th scope="col">Removal rate</th>
          <th scope="col">Median days to removal</th>
          <th scope="col">Came back within 90 days</th>
        </tr>
      </thead>
      <tbody>
        {group.brokers.map((broker) => (
          <BrokerRow key={broker.domain} broker={broker} />
        ))}
      </tbody>
    </table>
  );
}

function BrokerRow({ broker }: { broker: RemovalResultBroker }) {
  return (
    <tr>
      <th scope="row" className={styles.broker}>
        <span className={styles.name}>{broker.name}</span>
        <span className={styles.detail}>{broker.domain}</span>
        {broker.parent ? <span className={styles.detail}>Parent site</span> : null}
      </th>
      <td className={styles.number}>{count.format(broker.requests)}</td>
      <td className={styles.number}>{percent.format(broker.removalRate)}</td>
      <td className={styles.number}>{medianDays(broker.medianDaysToRemoval)}</td>
      <td className={styles.number}>
        {broker.reappearedWithin90DaysRate === null
          ? 'Not known yet'
          : percent.format(broker.reappearedWithin90DaysRate)}
      </td>
    </tr>
  );
}

// Default export: React.lazy loads this page as its own chunk.
export default function RemovalResultsPage() {
  const results = useRemovalResults();
  const data = results.data;
  return (
    <Page title="Removal results">
      <div className={styles.stack}>
        {data ? (
          <p className={styles.intro}>
            These figures are computed from Beacon&apos;s own removal requests to people-search sites and data brokers:
            how many requests Beacon sent, the share that ended with the listing removed (requests still in progress
            count as not removed), the median days from request to removal, and the share of removed listings that came
            back within 90 days (counted once a removal is 90 days old). Brokers with fewer than {data.minRequests}{' '}
            requests are not shown. Sites run by one company are grouped, the parent site first. Computed{' '}
            {formatDisplayDate(data.computedAt.slice(0, 10))}.
          </p>
        ) : null}
        {results.isPending ? (
          <div aria-busy="true" aria-label="Loading the removal results">
            <TextPlaceholder size="sentence" />
            <TextPlaceholder size="sentence" />
          </div>
        ) : null}
        {results.isError ? (
          <p className={styles.error} role="alert">
            The removal results could not be loaded. Please try again later.
          </p>
        ) : null}
        {data && data.families.length === 0 ? (
          <p className={styles.empty}>No broker has {data.minRequests} removal requests yet.</p>
        ) : null}
        {data?.families.map((group) => (
          <FamilyTable key={group.family ?? OTHER_BROKERS} group={group} />
        ))}
      </div>
    </Page>
  );
}
