import type { CatalogOffer } from '@beacon/api';

import styles from '../../billing-ui/billing.module.css';
import { cheapestFirst, givesText, offersGranting, priceText } from './pick-offer';

/**
 * The ways to get the item a 402 named, cheapest first, each with its price and what it gives, so the member can
 * tell one report bought once from a membership that opens every report (issue 54).
 */
export function OfferOptions({ item, offers }: { item: string; offers: readonly CatalogOffer[] }) {
  const granting = cheapestFirst(offersGranting(item, offers));
  if (granting.length === 0) return null;
  return (
    <section aria-labelledby="offer-options-title" className={styles.stack}>
      <h2 id="offer-options-title">Your options</h2>
      <ul className={styles.list} aria-labelledby="offer-options-title">
        {granting.map((offer) => (
          <li key={offer.code}>
            <strong>{offer.name}</strong>, {priceText(offer)}: {givesText(offer, item)}.
          </li>
        ))}
      </ul>
    </section>
  );
}
