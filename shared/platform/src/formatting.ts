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
