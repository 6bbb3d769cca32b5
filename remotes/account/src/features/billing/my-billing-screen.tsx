import { useState } from 'react';

import { usePaymentOptions, useRemovePaymentOption, useSetDefaultPaymentOption, type PaymentOption } from '@beacon/api';
import { Modal, Page, TextPlaceholder } from '@beacon/ui';

import styles from '../../billing-ui/billing.module.css';
import { CardForm } from '../../billing-ui/CardForm';
import { Notice, type NoticeValue } from '../../billing-ui/Notice';
import { cardExpiry, cardLabel } from '../../billing-ui/card-label';

// Default export: React.lazy loads this screen as its own chunk.
export default function MyBillingScreen() {
  const cards = usePaymentOptions();
  const setDefault = useSetDefaultPaymentOption();
  const remove = useRemovePaymentOption();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentOption | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  function confirmRemove() {
    if (!removing) return;
    const card = removing;
    setRemoving(null);
    remove.mutate(card.id, {
      onSuccess: () => setNotice({ kind: 'done', text: `${cardLabel(card)} was removed.` }),
      onError: () => setNotice({ kind: 'failed', text: 'The card could not be removed. Please try again.' }),
    });
  }

  return (
    <Page title="Payment Settings" intro="Your saved payment options.">
      <div className={styles.stack}>
        <Notice notice={notice} />
        {cards.isPending ? (
          <ul className={styles.list} aria-busy="true" aria-label="Loading your cards">
            {[0, 1].map((index) => (
              <li key={index} className={styles.item}>
                <TextPlaceholder size="name" />
              </li>
            ))}
          </ul>
        ) : null}
        {cards.isError ? (
          <p className={styles.error} role="alert">
            Your cards could not be loaded. Please try again.
          </p>
        ) : null}
        {cards.data && cards.data.length === 0 ? <p>You have no saved cards yet.</p> : null}
        {cards.data && cards.data.length > 0 ? (
          <ul className={styles.list} aria-label="Your cards">
            {cards.data.map((card) => (
              <li key={card.id} className={styles.item}>
                <div className={styles.itemBody}>
                  <strong>{cardLabel(card)}</strong>
                  <span className={styles.muted}>{cardExpiry(card)}</span>
                  {card.is_default ? <span className={styles.badge}>Default</span> : null}
                </div>
                <div className={styles.actions}>
                  {!card.is_default ? (
                    <button
                      type="button"
                      className={styles.linkButton}
                      disabled={setDefault.isPending}
                      aria-label={`Make default: ${cardLabel(card)}`}
                      onClick={() =>
                        setDefault.mutate(card.id, {
                          onSuccess: () =>
                            setNotice({ kind: 'done', text: `${cardLabel(card)} is now your default card.` }),
                          onError: () =>
                            setNotice({
                              kind: 'failed',
                              text: 'The default card could not be changed. Please try again.',
                            }),
                        })
                      }
                    >
                      Make default
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-label={`Remove ${cardLabel(card)}`}
                    onClick={() => setRemoving(card)}
                  >
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {adding ? (
          <CardForm
            askDefault
            submitLabel="Save Card"
            onSaved={(card) => {
              setAdding(false);
              setNotice({ kind: 'done', text: `${cardLabel(card)} was saved.` });
            }}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <div>
            <button type="button" className={styles.linkButton} onClick={() => setAdding(true)}>
              Add a card
            </button>
          </div>
        )}
        <p className={styles.muted}>
          Your card number and security code go straight to our payment processor. We keep only the card&apos;s brand,
          last four digits and expiration date.
        </p>
      </div>
      {removing ? (
        <Modal
          title="Remove this card?"
          actionLabel="Remove Card"
          onAction={confirmRemove}
          onClose={() => setRemoving(null)}
        >
          <p>{cardLabel(removing)} will no longer be charged. Orders it paid for stay in your order history.</p>
        </Modal>
      ) : null}
    </Page>
  );
}
