// Display formats of spec §9.
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** US dollars with at most 2 decimals: cents only when there are any ($5, $39.99, $1,234.50). */
export function formatMoney(amount: number | string): string {
  const parsed = typeof amount === 'number' ? amount : Number(amount);
  const value = Number.isFinite(parsed) ? Math.round(parsed * 100) / 100 : 0;
  return (Number.isInteger(value) ? WHOLE_DOLLARS : WITH_CENTS).format(value);
}

/** Reactivation price text: price, period and interval, with "s" appended when the period is greater than 0. */
export function formatRecurringPrice(plan: {
  recurring_price: number | string;
  recurring_period: number;
  recurring_interval: string;
}): string {
  const plural = plan.recurring_period > 0 ? 's' : '';
  return `${formatMoney(plan.recurring_price)} every ${plan.recurring_period} ${plan.recurring_interval}${plural}`;
}
