import { useMemo, useState } from 'react';
import { Link, useNavigate } from '@beacon/react-router';

import {
  createRecord,
  isApiError,
  newIdempotencyKey,
  useAccount,
  useCatalog,
  usePaymentOptions,
  usePatchRecord,
  usePlaceOrder,
  type CatalogOffer,
  type Order,
} from '@beacon/api';
import { formatEvery, formatMoney, paths } from '@beacon/platform';
import { Button, Page, TextPlaceholder } from '@beacon/ui';

import styles from '../../billing-ui/billing.module.css';
import { CardForm } from '../../billing-ui/CardForm';
import { cardExpiry, cardLabel } from '../../billing-ui/card-label';
import { OfferOptions } from './offer-options';
import { itemIncluded, offerFor, priceText, unusedText } from './pick-offer';
import { productName } from './purchase-reason';

const ITEM_NAMES: Record<string, string> = {
  person_report: 'Person reports',
  premium_person_report: 'Premium report sections (criminal records, finances, assets)',
  guardian: 'Guardian Personal Data Protection',
  guardian_family_addon: 'Guardian for your family',
  dark_web_monitoring: 'Dark Web Monitoring',
  identity_monitoring: 'Identity Monitoring',
  data_monitoring: 'Report Monitoring and Sex Offender Watch',
};

export interface CheckoutProps {
  title: string;
  intro: string;
  /** the item a 402 named (or an offer is about): the cheapest offer granting it is chosen first */
  requiredItem?: string | undefined;
  /** the record that asked: after paying the member returns to it (upgraded, for a premium report) */
  recordId?: number | undefined;
  /**
   * a person the member looked at in results without opening (the cross-sell's intent): after paying for a premium
   * report, their record is created (or the existing one found), upgraded and opened
   */
  personPointer?: string | undefined;
  /** where the member was (a safe /dashboard path, see readPurchaseState): they go back there once paid */
  returnTo?: string | undefined;
}

/**
 * The catalog and checkout (issue 16): choose a product (prices and renewal terms shown before any charge), a saved
 * card or a new one, and pay. The purchase page, the special offer for a record and the phone report purchase are
 * this screen with the item chosen. What the member's membership already includes is shown, never sold (issue 54).
 */
export function Checkout({ title, intro, requiredItem, recordId, personPointer, returnTo }: CheckoutProps) {
  const navigate = useNavigate();
  const catalog = useCatalog();
  const account = useAccount();
  const cards = usePaymentOptions();
  const order = usePlaceOrder();
  const upgrade = usePatchRecord();

  const [chosenCode, setChosenCode] = useState<string | null>(null);
  const [chosenCard, setChosenCard] = useState<number | 'new' | null>(null);
  const [done, setDone] = useState<Order | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const offers = useMemo(() => catalog.data ?? [], [catalog.data]);
  const balances = account.data?.balances;
  const suggested = offerFor(requiredItem, offers);
  // an included offer cannot be chosen: the server would refuse it (409)
  const offer: CatalogOffer | undefined = offers.find(
    (candidate) => candidate.code === (chosenCode ?? suggested?.code) && !candidate.included,
  );
  // said only before anything is bought here: what was just bought is included once the account reloads
  const alreadyIncluded =
    requiredItem !== undefined && catalog.isSuccess && order.isIdle && itemIncluded(requiredItem, offers, balances);
  const savedCards = cards.data ?? [];
  const card = chosenCard ?? savedCards.find((saved) => saved.is_default)?.id ?? savedCards[0]?.id ?? 'new';

  function pay() {
    if (!offer || card === 'new') return;
    const bought = offer;
    // back where the member was only when what they bought opens it; anything else is confirmed here
    const unlocksRequired = requiredItem === undefined || requiredItem in bought.items;
    setFailure(null);
    order.mutate(
      { productCode: bought.code, paymentOptionId: card, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (placed) => {
          // a premium upgrade that sent the member here finishes on the report it was for
          const upgradeAndOpen = (id: number, back?: string) =>
            upgrade.mutate(
              { recordId: id, patch: { isPremium: true } },
              {
                onSuccess: () => navigate(back ?? paths.report(String(id)), { replace: true }),
                onError: () => setDone(placed),
              },
            );
          if (recordId !== undefined && requiredItem === 'premium_person_report' && unlocksRequired) {
            upgradeAndOpen(recordId, returnTo);
            return;
          }
          if (personPointer !== undefined && requiredItem === 'premium_person_report' && unlocksRequired) {
            createRecord({ type: 'person', data: { pointer: personPointer } }).then(
              (created) => upgradeAndOpen(Number(created.recordId)),
              () => setDone(placed),
            );
            return;
          }
          if (unlocksRequired && returnTo !== undefined) {
            navigate(returnTo, { replace: true });
            return;
          }
          if (unlocksRequired && recordId !== undefined) {
            navigate(paths.report(String(recordId)), { replace: true });
            return;
          }
          setDone(placed);
        },
        onError: (error) =>
          setFailure(isApiError(error) ? error.message : 'Your payment did not go through. Please try again.'),
      },
    );
  }

  if (done) {
    return (
      <Page title={title}>
        <div className={styles.stack}>
          <div className={styles.success} role="status">
            <p>
              <strong>Thank you! {done.product.name} is now yours.</strong>
            </p>
            <p>
              You were charged {formatMoney(done.total)}
              {done.payment ? ` on your ${cardLabel(done.payment)}` : ''}.
            </p>
            <ul>
              {Object.keys(done.product.items).map((item) => (
                <li key={item}>{ITEM_NAMES[item] ?? item}</li>
              ))}
            </ul>
          </div>
          <p>
            <button type="button" className={styles.linkButton} onClick={() => navigate(paths.dashboard)}>
              Go to your dashboard
            </button>
          </p>
        </div>
      </Page>
    );
  }

  const busy = order.isPending || upgrade.isPending;
  if (alreadyIncluded) {
    return (
      <Page title={title}>
        <div className={styles.stack}>
          <p className={styles.success} role="status">
            Your membership already includes {productName(requiredItem) ?? 'this'}, so there is nothing to buy.
          </p>
          <p>
            {returnTo ? (
              <Link to={returnTo} replace>
                Continue where you left off
              </Link>
            ) : (
              <Link to={paths.dashboard}>Go to your dashboard</Link>
            )}
          </p>
        </div>
      </Page>
    );
  }
  return (
    <Page title={title} intro={intro}>
      <div className={styles.stack}>
        {requiredItem && !suggested && catalog.data ? (
          <p className={styles.error} role="alert">
            This item cannot be bought here. Please call Member Care.
          </p>
        ) : null}
        {catalog.isPending || account.isPending ? (
          <div aria-busy="true" aria-label="Loading the catalog">
            <TextPlaceholder size="sentence" />
            <TextPlaceholder size="sentence" />
          </div>
        ) : null}
        {catalog.isError ? (
          <p className={styles.error} role="alert">
            The catalog could not be loaded. Please try again.
          </p>
        ) : null}
        {requiredItem ? <OfferOptions item={requiredItem} offers={offers} /> : null}
        {offers.length > 0 ? (
          <fieldset className={styles.form}>
            <legend>Choose what to buy</legend>
            {offers.map((candidate) =>
              candidate.included ? (
                <p key={candidate.code} className={styles.checkbox}>
                  <span>
                    <strong>{candidate.name}</strong> <span className={styles.badge}>Included in your membership</span>
                  </span>
                </p>
              ) : (
                <label key={candidate.code} className={styles.checkbox}>
                  <input
                    type="radio"
                    name="offer"
                    value={candidate.code}
                    checked={offer?.code === candidate.code}
                    onChange={() => {
                      setFailure(null);
                      setChosenCode(candidate.code);
                    }}
                  />
                  <span>
                    <strong>{candidate.name}</strong> — {priceText(candidate)}
                    <UnusedBadge text={unusedText(candidate, balances)} />
                  </span>
                </label>
              ),
            )}
          </fieldset>
        ) : null}
        {offer ? (
          <section aria-labelledby="payment-title" className={styles.stack}>
            <h2 id="payment-title">Pay with</h2>
            {cards.isPending ? <TextPlaceholder size="sentence" /> : null}
            <fieldset className={styles.form}>
              <legend>Card</legend>
              {savedCards.map((saved) => (
                <label key={saved.id} className={styles.checkbox}>
                  <input
                    type="radio"
                    name="card"
                    checked={card === saved.id}
                    onChange={() => {
                      setFailure(null);
                      setChosenCard(saved.id);
                    }}
                  />
                  {cardLabel(saved)} <span className={styles.muted}>({cardExpiry(saved)})</span>
                </label>
              ))}
              <label className={styles.checkbox}>
                <input type="radio" name="card" checked={card === 'new'} onChange={() => setChosenCard('new')} />
                Use a new card
              </label>
            </fieldset>
            {card === 'new' ? (
              <CardForm submitLabel="Save Card and Continue" onSaved={(saved) => setChosenCard(saved.id)} />
            ) : null}
            <div className={styles.success}>
              <p>
                <strong>{offer.name}</strong>: {priceText(offer)}.
              </p>
              <p>
                {offer.kind === 'subscription'
                  ? `You will be charged ${formatMoney(offer.price)} today, and again ${formatEvery(offer.recurring_period ?? 1, offer.recurring_interval ?? 'month')} until you cancel.`
                  : `You will be charged ${formatMoney(offer.price)} once.`}
              </p>
              <p className={styles.muted}>{offer.terms}</p>
            </div>
            {failure ? (
              <p className={styles.error} role="alert">
                {failure}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Button onClick={pay} disabled={busy || card === 'new'}>
                {busy ? 'Processing…' : `Pay ${formatMoney(offer.price)}`}
              </Button>
            </div>
          </section>
        ) : null}
      </div>
    </Page>
  );
}

function UnusedBadge({ text }: { text: string | null }) {
  return text ? <span className={styles.badge}> {text}</span> : null;
}
