import {
  formatDisplayDate,
  formatEvery,
  formatMoney,
  formatNumber,
  formatQuantity,
  formatRecurringPrice,
  formatRelativeAge,
} from './formatting';

describe('formatting (spec §9)', () => {
  it('formats US dollars with at most 2 decimals', () => {
    expect(formatMoney(39.99)).toBe('$39.99');
    expect(formatMoney('5')).toBe('$5');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(2.999)).toBe('$3');
  });

  it('writes a recurring price as a member reads it', () => {
    expect(formatRecurringPrice({ recurring_price: 29.99, recurring_period: 1, recurring_interval: 'month' })).toBe(
      '$29.99 a month',
    );
    expect(formatRecurringPrice({ recurring_price: 29.99, recurring_period: 3, recurring_interval: 'month' })).toBe(
      '$29.99 every 3 months',
    );
    expect(formatRecurringPrice({ recurring_price: '99', recurring_period: 1, recurring_interval: 'year' })).toBe(
      '$99 a year',
    );
  });

  it('puts a count and its unit together, singular only for one', () => {
    expect(formatQuantity(1, 'day')).toBe('1 day');
    expect(formatQuantity(0, 'day')).toBe('0 days');
    expect(formatQuantity(14, 'day')).toBe('14 days');
    expect(formatQuantity(1200, 'listing')).toBe('1,200 listings');
    expect(formatQuantity(1, 'person', 'people')).toBe('1 person');
    expect(formatQuantity(3, 'person', 'people')).toBe('3 people');
    expect(formatEvery(1, 'month')).toBe('every month');
    expect(formatEvery(30, 'day')).toBe('every 30 days');
  });

  describe('formatDisplayDate', () => {
    it('shows date parts and ISO dates as "MMM d, yyyy"', () => {
      expect(formatDisplayDate({ year: 2009, month: 9, day: 5 })).toBe('Sep 5, 2009');
      expect(formatDisplayDate({ year: 1978, month: 12, day: 27 })).toBe('Dec 27, 1978');
      expect(formatDisplayDate('2025-10-01')).toBe('Oct 1, 2025');
      expect(formatDisplayDate('2001-01-31')).toBe('Jan 31, 2001');
    });

    it('reads a timestamp as the local calendar day', () => {
      const noon = new Date(2026, 10, 21, 12, 0, 0);
      expect(formatDisplayDate(noon.toISOString())).toBe('Nov 21, 2026');
    });

    it('shows 2019-09-30 as "Present", in either form', () => {
      expect(formatDisplayDate({ year: 2019, month: 9, day: 30 })).toBe('Present');
      expect(formatDisplayDate('2019-09-30')).toBe('Present');
      expect(formatDisplayDate('2019-09-29')).toBe('Sep 29, 2019');
    });

    it('drops the parts a record lacks and gives "" for nothing readable', () => {
      expect(formatDisplayDate({ year: 2004, month: 6, day: 0 })).toBe('Jun 2004');
      expect(formatDisplayDate({ year: 2004, month: 0, day: 0 })).toBe('2004');
      expect(formatDisplayDate({ year: 0, month: 0, day: 0 })).toBe('');
      expect(formatDisplayDate(null)).toBe('');
      expect(formatDisplayDate('not a date')).toBe('');
    });
  });

  describe('formatRelativeAge', () => {
    const now = new Date('2026-11-21T12:00:00.000Z');
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const day = 24 * 60 * 60 * 1000;

    it('uses the largest whole unit of y, m, w, d', () => {
      expect(formatRelativeAge(ago(3 * 365 * day + 10 * day), now)).toBe('3y');
      expect(formatRelativeAge(ago(65 * day), now)).toBe('2m');
      expect(formatRelativeAge(ago(8 * day), now)).toBe('1w');
      expect(formatRelativeAge(ago(4 * day + 3600_000), now)).toBe('4d');
      expect(formatRelativeAge(ago(364 * day), now)).toBe('12m');
    });

    it('says "just now" under a day and for the future', () => {
      expect(formatRelativeAge(ago(23 * 3600_000), now)).toBe('just now');
      expect(formatRelativeAge(ago(0), now)).toBe('just now');
      expect(formatRelativeAge(ago(-5 * day), now)).toBe('just now');
    });
  });
});

describe('formatNumber', () => {
  // Intl is the reference: formatNumber replaces it because Intl's first call is slow (see formatting.ts).
  const samples = [
    0,
    -0,
    1,
    7,
    12,
    999,
    1000,
    1234,
    12345,
    123456,
    1234567,
    98765432.1,
    -1234.5,
    0.5,
    1.5,
    2.5,
    -2.5,
    0.15,
    1.005,
    2.345,
    2.675,
    999.9996,
    9999.95,
    0.0005,
    1e-7,
    -1e-7,
    3.14159,
    12.3456789,
    0.1 + 0.2,
    1234.0001,
    52.25,
    19.99,
  ];

  it.each(samples)('writes %p as toLocaleString("en-US") does', (value) => {
    expect(formatNumber(value)).toBe(value.toLocaleString('en-US'));
  });

  it.each([0, 1, 2])('rounds to %p decimals as Intl does', (digits) => {
    for (const value of samples) {
      expect(formatNumber(value, { maximumFractionDigits: digits })).toBe(
        value.toLocaleString('en-US', { maximumFractionDigits: digits }),
      );
    }
  });

  it('pads to the minimum decimals', () => {
    for (const value of samples) {
      expect(formatNumber(value, { maximumFractionDigits: 2, minimumFractionDigits: 2 })).toBe(
        value.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 2 }),
      );
    }
  });

  it('writes money as the USD currency format of Intl does', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    for (const value of [0.5, 39.99, 1234.5, -5.25, 1000000.1]) expect(formatMoney(value)).toBe(usd.format(value));
    expect(formatMoney(-5)).toBe('-$5');
  });
});
