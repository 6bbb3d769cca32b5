// Display formats of spec §9.
//
// Numbers are formatted here rather than with Intl.NumberFormat or toLocaleString: the first Intl call of a page
// loads ICU's data, 25–50 ms of main thread on this machine (100–160 ms on a mid-range phone), and these formatters
// were built when the platform module loaded, in every page's start-up (issue 19, Lighthouse's total blocking time).
// en-US grouping and rounding are simple enough to write down, and the tests hold them to Intl's output.

/** `digits` plus one in its last place, as a digit string ("0999" → "1000", "99" → "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * `value` (not negative) rounded to `fractionDigits` decimals, half up, on its shortest decimal form as Intl does:
 * 1.005 gives 1.01 (toFixed rounds the binary value 1.00499… to 1.00).
 */
function roundedDigits(value: number, fractionDigits: number): { whole: string; fraction: string } {
  const shortest = String(value);
  if (shortest.includes('e')) {
    const [whole = '0', fraction = ''] = value.toFixed(fractionDigits).split('.');
    return { whole, fraction };
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= fractionDigits) return { whole, fraction };
  const kept = whole + fraction.slice(0, fractionDigits);
  const digits = fraction.charAt(fractionDigits) >= '5' ? incrementDigits(kept) : kept;
  const point = digits.length - fractionDigits;
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/**
 * A number as en-US writes it, and as `toLocaleString('en-US', options)` would: thousands grouped with commas, at
 * most `maximumFractionDigits` decimals (3 by default), trailing zeros dropped down to `minimumFractionDigits`.
 */
export function formatNumber(value: number, { maximumFractionDigits = 3, minimumFractionDigits = 0 } = {}): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const { whole, fraction } = roundedDigits(Math.abs(value), maximumFractionDigits);
  const decimals = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** US dollars with at most 2 decimals: cents only when there are any ($5, $39.99, $1,234.50). */
export function formatMoney(amount: number | string): string {
  const parsed = typeof amount === 'number' ? amount : Number(amount);
  const value = Number.isFinite(parsed) ? Math.round(parsed * 100) / 100 : 0;
  const digits = Number.isInteger(value) ? 0 : 2;
  const sign = value < 0 ? '-' : '';
  return `${sign}$${formatNumber(Math.abs(value), { maximumFractionDigits: digits, minimumFractionDigits: digits })}`;
}

/**
 * A count with its unit, as a member reads it: "1 day", "14 days", "1,200 listings"; `plural` for the nouns that do
 * not take an "s" ("1 person", "3 people"). The one place a number meets a noun, so no screen says "1 days".
 */
export function formatQuantity(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/** How often something comes back: "every month" for one unit, "every 3 months" for more. */
export function formatEvery(count: number, unit: string): string {
  return count === 1 ? `every ${unit}` : `every ${formatQuantity(count, unit)}`;
}

/**
 * A recurring price (the reactivation banner, membership settings, the purchase page): "$29.99 a month" for a period
 * of one, "$29.99 every 3 months" otherwise. Spec §9 built "every 1 months"; issue 54 asks for natural English.
 */
export function formatRecurringPrice(plan: {
  recurring_price: number | string;
  recurring_period: number;
  recurring_interval: string;
}): string {
  const { recurring_period: period, recurring_interval: interval } = plan;
  return `${formatMoney(plan.recurring_price)} ${period === 1 ? `a ${interval}` : formatEvery(period, interval)}`;
}

/** A calendar date as public records give it (1-based month and day; 0 or absent when the record does not say). */
export interface CalendarDate {
  year: number;
  month?: number | null;
  day?: number | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toCalendarDate(value: CalendarDate | string): CalendarDate | null {
  if (typeof value !== 'string') return Number.isFinite(value.year) && value.year > 0 ? value : null;
  // A bare date is a calendar day, not an instant: reading it through Date would shift it a day west of UTC.
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return { year: Number(dateOnly[1]), month: Number(dateOnly[2]), day: Number(dateOnly[3]) };
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

/**
 * "MMM d, yyyy" (spec §9), e.g. "Sep 5, 2009"; "MMM yyyy" or "yyyy" when the record lacks the day or month.
 * The records mark a still-current fact with 2019-09-30, which reads "Present". Unreadable input gives "".
 */
export function formatDisplayDate(value: CalendarDate | string | null | undefined): string {
  const date = value == null ? null : toCalendarDate(value);
  if (!date) return '';
  const { year, month, day } = date;
  if (year === 2019 && month === 9 && day === 30) return 'Present';
  const monthName = month ? MONTHS[month - 1] : undefined;
  if (!monthName) return String(year);
  return day ? `${monthName} ${day}, ${year}` : `${monthName} ${year}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
// Calendar-free units: a relative age is a hint ("3y ago"), so 365-day years and 30-day months are close enough.
const AGE_UNITS = [
  { suffix: 'y', days: 365 },
  { suffix: 'm', days: 30 },
  { suffix: 'w', days: 7 },
  { suffix: 'd', days: 1 },
] as const;

/** How long ago `iso` was, in the largest whole unit of y, m, w, d (spec §9); under a day (or in the future) "just now". */
export function formatRelativeAge(iso: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const days = (now.getTime() - then) / DAY_MS;
  for (const unit of AGE_UNITS) {
    const count = Math.floor(days / unit.days);
    if (count >= 1) return `${count}${unit.suffix}`;
  }
  return 'just now';
}
