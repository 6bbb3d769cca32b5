import { useId, useState } from 'react';

import type { GuardianListing } from '@beacon/api';
import { formatQuantity } from '@beacon/platform';
import { Modal } from '@beacon/ui';
import { OPT_OUT_METHOD_LABELS, OPT_OUT_METHODS } from '@beacon/validation';

import guardian from './guardian.module.css';

// "Request All Removals" asks first (issue 59 point 5): how many requests go out by each channel, and Beacon's own
// listing of the member is left out unless they tick it after reading what its removal closes.

export interface BulkRemovalDialogProps {
  /** the listings a request can be made for now */
  listings: readonly GuardianListing[];
  person: { firstName: string; isSelf: boolean };
  onConfirm: (listings: GuardianListing[]) => void;
  onClose: () => void;
}

/** What removing Beacon's own listing closes, said before the member ticks it. */
export const beaconRemovalCloses = (firstName: string, isSelf: boolean) =>
  isSelf
    ? 'Removing your Beacon listing hides you from every Beacon search at once, and the report you confirmed as yours closes with it: you can no longer open it, and Guardian no longer finds your records through it.'
    : `Removing ${firstName}'s Beacon listing hides them from every Beacon search once they open the link we e-mail them.`;

export function BulkRemovalDialog({ listings, person, onConfirm, onClose }: BulkRemovalDialogProps) {
  const checkboxId = useId();
  const explanationId = useId();
  const [includeBeacon, setIncludeBeacon] = useState(false);
  const beacon = listings.filter((listing) => listing.broker.isBeacon);
  const others = listings.filter((listing) => !listing.broker.isBeacon);
  const chosen = includeBeacon ? [...others, ...beacon] : others;
  const perChannel = OPT_OUT_METHODS.map((method) => ({
    method,
    count: others.filter((listing) => listing.broker.optOutMethod === method).length,
  })).filter((entry) => entry.count > 0);

  return (
    <Modal
      title="Request All Removals"
      onClose={onClose}
      actionLabel={chosen.length > 0 ? `Send ${formatQuantity(chosen.length, 'Request')}` : 'Send Requests'}
      actionDisabled={chosen.length === 0}
      onAction={() => onConfirm(chosen)}
    >
      <div className={guardian.stack}>
        {others.length > 0 ? (
          <>
            <p className={guardian.text}>
              Guardian will ask {formatQuantity(others.length, 'site')} to remove {person.firstName}&apos;s listings:
            </p>
            <ul aria-label="Requests by channel">
              {perChannel.map(({ method, count }) => (
                <li key={method}>
                  {OPT_OUT_METHOD_LABELS[method]}: {count}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className={guardian.text}>No other site has a listing to remove right now.</p>
        )}
        {beacon.length > 0 ? (
          <div>
            <p id={explanationId} className={guardian.muted}>
              {beaconRemovalCloses(person.firstName, person.isSelf)}
            </p>
            <input
              id={checkboxId}
              type="checkbox"
              checked={includeBeacon}
              aria-describedby={explanationId}
              onChange={(event) => setIncludeBeacon(event.target.checked)}
            />{' '}
            <label htmlFor={checkboxId}>
              Also remove {person.isSelf ? 'my' : `${person.firstName}'s`} Beacon listing
            </label>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
