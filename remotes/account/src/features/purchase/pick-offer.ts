import type { CatalogOffer } from '@beacon/api';
import { formatMoney, formatQuantity, formatRecurringPrice } from '@beacon/platform';

/** The offers that grant `item` and the member may buy (an offer their membership includes is not for sale to them). */
export function offersGranting(item: string, offers: readonly CatalogOffer[]): CatalogOffer[] {
  return offers.filter((offer) => item in offer.items && !offer.included);
}

/**
 * The offer a 402 points at: the cheapest that grants the required item (issue 54: a $9.99 monthly add-on before a
 * $19.99 one-time report); at the same price a one-time purchase, which starts no subscription. None when nothing
 * the member may buy grants it.
 */
export function offerFor(requiredItem: string | undefined, offers: readonly CatalogOffer[]): CatalogOffer | undefined {
  if (!requiredItem) return undefined;
  return cheapestFirst(offersGranting(requiredItem, offers))[0];
}

/** Lowest price first; at the same price one-time before subscription; otherwise the catalog's order. */
export function cheapestFirst(offers: readonly CatalogOffer[]): CatalogOffer[] {
  const oneTimeFirst = (offer: CatalogOffer) => (offer.kind === 'one_time' ? 0 : 1);
  return [...offers].sort((a, b) => a.price - b.price || oneTimeFirst(a) - oneTimeFirst(b));
}

/**
 * Whether the member already has `item` through their membership: their balance holds it (null), or every offer that
 * grants it is included. Then there is nothing to buy, and the purchase page says so.
 */
export function itemIncluded(
  item: string,
  offers: readonly CatalogOffer[],
  balances: Record<string, number | null> | undefined,
): boolean {
  if (balances?.[item] === null) return true;
  const granting = offers.filter((offer) => item in offer.items);
  return granting.length > 0 && granting.every((offer) => offer.included);
}

/** Unused one-time purchases of an offer the member still has ("You have 2 unused"), or null. */
export function unusedText(offer: CatalogOffer, balances: Record<string, number | null> | undefined): string | null {
  if (!balances || offer.kind !== 'one_time') return null;
  const items = Object.keys(offer.items);
  if (!items.length) return null;
  const count = Math.min(...items.map((item) => balances[item] ?? 0));
  return count > 0 ? `You have ${count} unused` : null;
}

/** What an offer costs, as a member reads it: "$9.99, one time", "$29.99 a month", "$29.99 every 3 months". */
export function priceText(offer: CatalogOffer): string {
  if (offer.kind === 'one_time' || offer.recurring_period === null || offer.recurring_interval === null) {
    return `${formatMoney(offer.price)}, one time`;
  }
  return formatRecurringPrice({
    recurring_price: offer.price,
    recurring_period: offer.recurring_period,
    recurring_interval: offer.recurring_interval,
  });
}

/** The reports a balance item opens, in the words of the options list; other items are products. */
const REPORT_WORDS: Record<string, { one: string; many: string }> = {
  person_report: { one: 'report', many: 'reports' },
  premium_person_report: { one: 'premium report', many: 'premium reports' },
};

/**
 * What an offer gives toward `item`, to tell the alternatives apart: "unlocks one report" (one time) against
 * "every report while it lasts, cancel any time" (a membership or add-on).
 */
export function givesText(offer: CatalogOffer, item: string): string {
  const words = REPORT_WORDS[item];
  const quantity = offer.items[item];
  if (quantity === null || quantity === undefined) {
    return words ? `every ${words.one} while it lasts, cancel any time` : 'yours while it lasts, cancel any time';
  }
  if (!words) return 'a one-time purchase that does not renew';
  return quantity === 1 ? `unlocks one ${words.one}` : `unlocks ${formatQuantity(quantity, words.one, words.many)}`;
}
