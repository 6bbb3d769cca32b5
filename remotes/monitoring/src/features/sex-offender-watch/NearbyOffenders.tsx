import { useId } from 'react';

import { useWatchedOffenders, type WatchedAddress } from '@beacon/api';

import identity from '../../identity-ui/identity.module.css';
import { LoadFailure, LoadingLines } from '../../identity-ui/LoadState';
import { OffenderMap } from './OffenderMap';
import styles from './sex-offender-watch.module.css';
import { addressPhrase, dateText, distanceText, emptyText, resultsSummary, tierText } from './watch-text';

/** The registered offenders within the radius of one saved address: the map and the same points as a list. */
export function NearbyOffenders({ address }: { address: WatchedAddress }) {
  const offenders = useWatchedOffenders(address.label);
  const titleId = useId();
  const listId = useId();

  let content;
  if (offenders.isPending) {
    content = <LoadingLines label={`Loading the offenders near ${addressPhrase(address.label)}`} count={4} />;
  } else if (offenders.isError && !offenders.data) {
    content = (
      <LoadFailure
        text="The offenders near this address could not be loaded. Please try again."
        onRetry={() => void offenders.refetch()}
      />
    );
  } else if (offenders.data.total === 0) {
    content = (
      <>
        <OffenderMap address={offenders.data.address} offenders={[]} />
        <p className={identity.text}>{emptyText(offenders.data.address.radiusMiles, address.label)}</p>
      </>
    );
  } else {
    const { items, total } = offenders.data;
    const shown = offenders.data.address;
    content = (
      <>
        <p className={identity.text} id={listId}>
          {resultsSummary(total, items.length, shown.radiusMiles, address.label)}
        </p>
        <div className={styles.results}>
          <OffenderMap address={shown} offenders={items} />
          <ol className={styles.offenders} aria-labelledby={listId}>
            {items.map((offender, index) => (
              <li
                key={`${offender.name}-${offender.latitude}-${offender.longitude}-${index}`}
                className={styles.offender}
              >
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <div className={styles.offenderText}>
                  <p className={styles.offenderName}>
                    <span className={identity.visuallyHidden}>{index + 1}. </span>
                    {offender.name}
                    {offender.age === null ? null : <span className={identity.muted}>, {offender.age}</span>}
                  </p>
                  <p className={identity.text}>
                    {distanceText(offender.distanceMiles)} · {offender.address}
                  </p>
                  <p className={identity.muted}>
                    {tierText(offender.tier)} · {offender.offense} · registered {dateText(offender.registeredOn)}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </>
    );
  }

  return (
    <section className={identity.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={identity.sectionTitle}>
        Offenders near {addressPhrase(address.label)}
      </h2>
      <p className={identity.muted}>
        {address.street}, {address.city}, {address.state} {address.zip}
        {address.locatedBy === 'zip' ? ' (placed at the center of its ZIP code)' : ''}
      </p>
      {content}
    </section>
  );
}
