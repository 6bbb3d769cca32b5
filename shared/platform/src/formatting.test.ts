import { formatMoney, formatRecurringPrice } from './formatting';

describe('formatting (spec §9)', () => {
  it('formats US dollars with at most 2 decimals', () => {
    expect(formatMoney(39.99)).toBe('$39.99');
    expect(formatMoney('5')).toBe('$5');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(2.999)).toBe('$3');
  });

  it('appends "s" to the interval when the period is greater than 0', () => {
    expect(formatRecurringPrice({ recurring_price: 39.99, recurring_period: 1, recurring_interval: 'month' })).toBe(
      '$39.99 every 1 months',
    );
    expect(formatRecurringPrice({ recurring_price: 10, recurring_period: 0, recurring_interval: 'month' })).toBe(
      '$10 every 0 month',
    );
  });
});
