import type { GuardianListing } from '@beacon/api';

import { listingStateLabel, listingStateOf, pillToneOf } from './listing-status';
import styles from './report.module.css';

const TONE_CLASS = { danger: styles.pillDanger, pending: styles.pillPending, done: styles.pillDone } as const;

/** A listing's status in words (colour only repeats them): Exposed, a removal status, or No longer listed. */
export function StatusPill({ listing }: { listing: GuardianListing }) {
  const state = listingStateOf(listing);
  return <span className={`${styles.pill} ${TONE_CLASS[pillToneOf(state)]}`}>{listingStateLabel(state)}</span>;
}
