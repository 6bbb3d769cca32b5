import { useId } from 'react';
import { Link } from '@beacon/react-router';

import { useExposures, type Exposure } from '@beacon/api';
import { monitoringRoutes, useRouteTitle } from '@beacon/platform';
import { sessionUserAtom, useAtomSnapshot } from '@beacon/session';
import { Page } from '@beacon/ui';

import identity from '../../identity-ui/identity.module.css';
import { LoadFailure, LoadingLines } from '../../identity-ui/LoadState';
import {
  NOT_COVERED,
  nextPath,
  summaryText,
  unavailableText,
  whatText,
  whenText,
  whereText,
  type SourceStates,
} from './exposure-text';
import styles from './exposures.module.css';

const INTRO = 'What is exposed about you and where, the worst first, with what to do about each.';

const SEVERITY_CLASS: Record<Exposure['severity']['label'], string | undefined> = {
  Critical: styles.critical,
  High: styles.high,
  Medium: styles.medium,
  Low: styles.low,
};

// Default export: React.lazy loads this screen as its own chunk.
export default function ExposuresScreen() {
  const title = useRouteTitle(monitoringRoutes.routes.exposures);
  const exposures = useExposures();
  const user = useAtomSnapshot(sessionUserAtom);
  const data = exposures.data;
  const unavailable = data ? unavailableText(data.sources) : null;

  return (
    <Page title={title} intro={INTRO}>
      <div className={identity.stack}>
        {exposures.isPending ? <LoadingLines label="Loading your exposures" count={3} /> : null}
        {exposures.isError && !data ? (
          <LoadFailure
            text="Your exposures could not be loaded. Please try again."
            onRetry={() => void exposures.refetch()}
          />
        ) : null}
        {unavailable ? <LoadFailure text={unavailable} onRetry={() => void exposures.refetch()} /> : null}
        {data && data.items.length > 0 ? (
          <>
            <p className={identity.text} role="status">
              {summaryText(data.items)}
            </p>
            <RankedList items={data.items} accountId={user?.sub} />
          </>
        ) : null}
        {/* "nothing exposed" only when every source answered: one that could not be read is said above instead */}
        {data && data.items.length === 0 && !unavailable ? (
          <p className={identity.text} role="status">
            Nothing exposed that we know of.
          </p>
        ) : null}
        {data ? <NotChecked sources={data.sources} /> : null}
      </div>
    </Page>
  );
}

function RankedList({ items, accountId }: { items: Exposure[]; accountId: string | undefined }) {
  return (
    <ol className={styles.ranked} aria-label="Exposures, worst first">
      {items.map((exposure) => (
        <ExposureEntry key={exposure.id} exposure={exposure} accountId={accountId} />
      ))}
    </ol>
  );
}

function ExposureEntry({ exposure, accountId }: { exposure: Exposure; accountId: string | undefined }) {
  const where = whereText(exposure);
  return (
    <li className={`${identity.card} ${styles.entry}`}>
      <div className={styles.header}>
        <span className={`${styles.severity} ${SEVERITY_CLASS[exposure.severity.label] ?? ''}`}>
          <span className={identity.visuallyHidden}>Severity: </span>
          {exposure.severity.label}
        </span>
        <h2 className={styles.what}>{whatText(exposure)}</h2>
      </div>
      <p className={styles.line}>
        <span className={identity.visuallyHidden}>Where: </span>
        {where}
      </p>
      <p className={styles.line}>{whenText(exposure)}</p>
      <div>
        <Link className={identity.link} to={nextPath(exposure, accountId)}>
          {exposure.next.label}
          <span className={identity.visuallyHidden}> ({where})</span>
        </Link>
      </div>
    </li>
  );
}

/** The sources that watch nothing for the member, each with the way to have it checked. */
function NotChecked({ sources }: { sources: SourceStates }) {
  const titleId = useId();
  const uncovered = sources.filter((entry) => entry.state === 'not_covered');
  if (!uncovered.length) return null;
  return (
    <section className={identity.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={identity.subTitle}>
        Not checked yet
      </h2>
      <ul className={identity.list}>
        {uncovered.map(({ source }) => (
          <li key={source} className={identity.text}>
            {NOT_COVERED[source].text}{' '}
            <Link className={identity.link} to={NOT_COVERED[source].to}>
              {NOT_COVERED[source].link}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
