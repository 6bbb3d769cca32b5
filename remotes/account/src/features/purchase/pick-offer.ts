import type { CatalogOffer } from '@beacon/api';

/**
 * The offer a 402 points at: one that grants the required item, a one-time purchase first (it unlocks the report
 * that asked without starting a subscription); none when nothing grants it.
 */
export function offerFor(requiredItem: string | undefined, offers: readonly CatalogOffer[]): CatalogOffer | undefined {
  if (!requiredItem) return undefined;
  const granting = offers.filter((offer) => requiredItem in offer.items);
  return granting.find((offer) => offer.kind === 'one_time') ?? granting[0];
}

/** What the member holds of an offer: held while a subscription lasts, a count of unused reports, or nothing. */
export function holding(offer: CatalogOffer, balances: Record<string, number | null> | undefined): string | null {
  if (!balances) return null;
  const items = Object.keys(offer.items);
  if (items.length && items.every((item) => balances[item] === null)) return 'Included in your membership';
  if (offer.kind === 'one_time') {
    const count = Math.min(...items.map((item) => balances[item] ?? 0));
    if (count > 0) return `You have ${count} unused`;
  }
  return null;
}

/** Spec §9 renewal text: "$9.99 every 1 month", with the terms, shown before any charge. */
export function priceText(offer: CatalogOffer, format: (amount: number) => string): string {
  if (offer.kind === 'one_time' || offer.recurring_period === null || offer.recurring_interval === null) {
    return `${format(offer.price)}, one time`;
  }
  const plural = offer.recurring_period > 0 ? 's' : '';
  return `${format(offer.price)} every ${offer.recurring_period} ${offer.recurring_interval}${plural}`;
}
