// How mail writes money, dates, cards, greetings and links: the way the site shows them (remotes/account's billing
// UI), so an e-mail and the page it points to agree. Dates are UTC calendar days, the days billing counts in.

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 999 → "$9.99", 123456 → "$1,234.56" */
export function formatDollars(cents: number): string {
  return DOLLARS.format(cents / 100);
}

// Spelled out rather than left to Intl: ICU versions disagree on September ("Sep" or "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A moment in milliseconds, or a calendar day 'YYYY-MM-DD', as "Jan 2, 2027" (the UTC day). */
export function formatDay(day: number | string): string {
  const date = typeof day === 'number' ? new Date(day) : calendarDay(day);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a moment: ${day}`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A moment in milliseconds as "Jan 2, 2027 at 3:30 PM UTC" (when something happened to the account). */
export function formatMoment(moment: number): string {
  const date = new Date(moment);
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${formatDay(moment)} at ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} UTC`;
}

function calendarDay(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  // Date.UTC rolls 2027-02-30 over into March: only a day that reads back the same is a day
  if (!date || date.toISOString().slice(0, 10) !== day) throw new RangeError(`not a calendar day (YYYY-MM-DD): ${day}`);
  return date;
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/**
 * "Visa ending in 4242" ("card ending in 4242" for a brand without a name). Only the last four digits of what it is
 * given are ever written, so a full card number handed over by mistake still does not reach a mailbox.
 */
export function cardLabel(brand: string, last4: string): string {
  return `${BRAND_NAMES[brand.toLowerCase()] ?? 'card'} ending in ${last4.replace(/\D/g, '').slice(-4)}`;
}

/** A subject is one header line: a line break from a product, plan or member's name must not start another header. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}

/** "Hi Ada," ("Hi," without a name). */
export function greeting(firstName: string): string {
  const name = oneLine(firstName).trim();
  return name ? `Hi ${name},` : 'Hi,';
}

/** A page of the site: absolute with the site's public origin (config.mail.publicSiteUrl), the path alone without. */
export function siteLink(siteUrl: string | undefined, path: string): string {
  return siteUrl ? `${siteUrl.replace(/\/+$/, '')}${path}` : path;
}
