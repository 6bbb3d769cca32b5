import { useId, useState } from 'react';

import { requiredItemOf, useDeleteWatchedAddress, useWatchedAddresses, type WatchedAddress } from '@beacon/api';
import { Button, Notice, type NoticeValue, Page } from '@beacon/ui';
import { WATCH_LABELS, type WatchLabel } from '@beacon/validation';

import { failureText } from '../../identity-ui/failure-text';
import identity from '../../identity-ui/identity.module.css';
import { LoadFailure, LoadingCards } from '../../identity-ui/LoadState';
import { NearbyOffenders } from './NearbyOffenders';
import styles from './sex-offender-watch.module.css';
import { WatchedAddressForm } from './WatchedAddressForm';
import { WatchOffer } from './WatchOffer';
import { addressPhrase, LABEL_NAMES, milesText } from './watch-text';

const TITLE = 'Sex Offender Watch';
const INTRO = 'Registered sex offenders near your home, work and school.';

// Default export: React.lazy loads this screen as its own chunk.
export default function SexOffenderWatchScreen() {
  const addresses = useWatchedAddresses();
  const offerNeeded = requiredItemOf(addresses.error, 'data_monitoring') !== undefined;

  let content;
  if (addresses.isPending) {
    content = <LoadingCards label="Loading your addresses" count={3} />;
  } else if (offerNeeded) {
    content = <WatchOffer />;
  } else if (addresses.isError && !addresses.data) {
    content = (
      <LoadFailure
        text="Your Sex Offender Watch could not be loaded. Please try again."
        onRetry={() => void addresses.refetch()}
      />
    );
  } else {
    content = <Watch saved={addresses.data} />;
  }
  return (
    <Page title={TITLE} intro={INTRO}>
      {content}
    </Page>
  );
}

function Watch({ saved }: { saved: WatchedAddress[] }) {
  const [chosen, setChosen] = useState<WatchLabel | null>(null);
  const [editing, setEditing] = useState<WatchLabel | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const remove = useDeleteWatchedAddress();
  const titleId = useId();

  const byLabel = new Map(saved.map((address) => [address.label, address]));
  // the chosen address while it is saved, else the first saved one
  const selected = (chosen && byLabel.get(chosen)) || saved[0];

  function removeAddress(label: WatchLabel) {
    setNotice(null);
    remove.mutate(label, {
      onSuccess: () => {
        setNotice({ kind: 'done', text: `${LABEL_NAMES[label]} address removed.` });
        if (chosen === label) setChosen(null);
      },
      onError: (error) =>
        setNotice({ kind: 'failed', text: failureText(error, 'The address could not be removed. Please try again.') }),
    });
  }

  return (
    <div className={identity.stack}>
      <Notice notice={notice} />
      <section className={identity.section} aria-labelledby={titleId}>
        <h2 id={titleId} className={identity.sectionTitle}>
          Your addresses
        </h2>
        <ul className={styles.addresses}>
          {WATCH_LABELS.map((label) => {
            const address = byLabel.get(label);
            const name = LABEL_NAMES[label];
            return (
              <li
                key={label}
                className={identity.card}
                data-selected={address && address === selected ? 'true' : undefined}
                data-editing={editing === label ? 'true' : undefined}
              >
                <h3 className={identity.cardTitle}>{name}</h3>
                {editing === label ? (
                  <WatchedAddressForm
                    label={label}
                    saved={address}
                    onSaved={(savedAddress) => {
                      setEditing(null);
                      setChosen(savedAddress.label);
                      setNotice({ kind: 'done', text: `${name} address saved.` });
                    }}
                    onCancel={() => setEditing(null)}
                  />
                ) : address ? (
                  <>
                    <p className={identity.text}>
                      {address.street}
                      <br />
                      {address.city}, {address.state} {address.zip}
                    </p>
                    <p className={identity.muted}>Watching within {milesText(address.radiusMiles)}</p>
                    <div className={identity.actions}>
                      <Button onClick={() => setChosen(label)} aria-pressed={address === selected}>
                        Show Offenders<span className={identity.visuallyHidden}> near {addressPhrase(label)}</span>
                      </Button>
                      <button
                        type="button"
                        className={identity.linkButton}
                        onClick={() => {
                          setNotice(null);
                          setEditing(label);
                        }}
                      >
                        Edit<span className={identity.visuallyHidden}> {name.toLowerCase()} address</span>
                      </button>
                      <button
                        type="button"
                        className={identity.linkButton}
                        disabled={remove.isPending}
                        onClick={() => removeAddress(label)}
                      >
                        Remove<span className={identity.visuallyHidden}> {name.toLowerCase()} address</span>
                      </button>
                    </div>
                  </>
                ) : (
                  <>
                    <p className={identity.muted}>No {name.toLowerCase()} address saved.</p>
                    <div>
                      <button
                        type="button"
                        className={identity.linkButton}
                        onClick={() => {
                          setNotice(null);
                          setEditing(label);
                        }}
                      >
                        Add {name.toLowerCase()} address
                      </button>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {selected ? (
        <NearbyOffenders key={selected.label} address={selected} />
      ) : (
        <p className={identity.text}>Add an address to see the registered offenders around it.</p>
      )}
    </div>
  );
}
