import type { CatalogOffer } from '@beacon/api';

import { givesText, itemIncluded, offerFor, priceText } from './pick-offer';

const offer = (overrides: Partial<CatalogOffer>): CatalogOffer => ({
  code: 'offer',
  name: 'Offer',
  kind: 'subscription',
  price: 9.99,
  currency: 'USD',
  recurring_period: 1,
  recurring_interval: 'month',
  terms: 'Renews until you cancel.',
  items: {},
  included: false,
  ...overrides,
});

const premiumOnce = offer({
  code: 'premium-report',
  kind: 'one_time',
  price: 19.99,
  recurring_period: null,
  recurring_interval: null,
  items: { premium_person_report: 1 },
});
const premiumMonthly = offer({ code: 'premium-reports', price: 9.99, items: { premium_person_report: null } });

describe('pick-offer', () => {
  it('chooses the cheapest offer that unlocks the item, not the one-time one first', () => {
    expect(offerFor('premium_person_report', [premiumOnce, premiumMonthly])?.code).toBe('premium-reports');
  });

  it('prefers a one-time purchase at the same price, and never an included offer', () => {
    const sameOnce = { ...premiumOnce, code: 'cheap-once', price: 9.99 };
    expect(offerFor('premium_person_report', [premiumMonthly, sameOnce])?.code).toBe('cheap-once');
    expect(offerFor('premium_person_report', [{ ...premiumMonthly, included: true }, premiumOnce])?.code).toBe(
      'premium-report',
    );
    expect(offerFor('guardian', [premiumOnce])).toBeUndefined();
  });

  it('knows when the membership already includes the item', () => {
    expect(itemIncluded('premium_person_report', [premiumOnce, premiumMonthly], { premium_person_report: null })).toBe(
      true,
    );
    expect(
      itemIncluded(
        'premium_person_report',
        [
          { ...premiumMonthly, included: true },
          { ...premiumOnce, included: true },
        ],
        {},
      ),
    ).toBe(true);
    expect(itemIncluded('premium_person_report', [premiumOnce, premiumMonthly], { premium_person_report: 2 })).toBe(
      false,
    );
  });

  it('writes prices as a member reads them', () => {
    expect(priceText(premiumOnce)).toBe('$19.99, one time');
    expect(priceText(offer({ price: 29.99 }))).toBe('$29.99 a month');
    expect(priceText(offer({ price: 29.99, recurring_period: 3 }))).toBe('$29.99 every 3 months');
  });

  it('says what each alternative gives', () => {
    const personOnce = { ...premiumOnce, items: { person_report: 1 } };
    const membership = offer({ items: { person_report: null } });
    expect(givesText(personOnce, 'person_report')).toBe('unlocks one report');
    expect(givesText({ ...personOnce, items: { person_report: 3 } }, 'person_report')).toBe('unlocks 3 reports');
    expect(givesText(membership, 'person_report')).toBe('every report while it lasts, cancel any time');
    expect(givesText(premiumOnce, 'premium_person_report')).toBe('unlocks one premium report');
    expect(givesText(premiumMonthly, 'premium_person_report')).toBe(
      'every premium report while it lasts, cancel any time',
    );
    expect(givesText(offer({ items: { guardian: null } }), 'guardian')).toBe('yours while it lasts, cancel any time');
  });
});
