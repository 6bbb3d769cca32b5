import {
  cardLabel,
  formatDay,
  formatDollars,
  formatMoment,
  greeting,
  oneLine,
  siteLink,
} from '../../src/mail/mail-formats';

// Money, days, moments, cards, greetings and links as mail writes them.

describe('mail formats', () => {
  it('writes money in dollars and cents', () => {
    expect(formatDollars(999)).toBe('$9.99');
    expect(formatDollars(500)).toBe('$5.00');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(123_456)).toBe('$1,234.56');
  });

  it('writes a moment or a calendar day as "Jan 2, 2027", the UTC day', () => {
    expect(formatDay('2027-01-02')).toBe('Jan 2, 2027');
    expect(formatDay('2026-09-30')).toBe('Sep 30, 2026');
    expect(formatDay(Date.UTC(2027, 0, 2, 23, 59))).toBe('Jan 2, 2027');
    expect(formatDay(Date.UTC(2027, 11, 31, 0, 0))).toBe('Dec 31, 2027');
  });

  it('writes a moment as its UTC day and time', () => {
    expect(formatMoment(Date.UTC(2027, 0, 2, 15, 30))).toBe('Jan 2, 2027 at 3:30 PM UTC');
    expect(formatMoment(Date.UTC(2027, 0, 2, 0, 5))).toBe('Jan 2, 2027 at 12:05 AM UTC');
    expect(formatMoment(Date.UTC(2027, 0, 2, 12, 0))).toBe('Jan 2, 2027 at 12:00 PM UTC');
    expect(formatMoment(Date.UTC(2027, 0, 2, 9, 7, 59))).toBe('Jan 2, 2027 at 9:07 AM UTC');
  });

  it('greets by first name on one line, and links to the site when its address is known', () => {
    expect(greeting('Ada')).toBe('Hi Ada,');
    expect(greeting(' \r\n ')).toBe('Hi,');
    expect(greeting('Ada\r\nBcc: x@example.com')).toBe('Hi Ada Bcc: x@example.com,');
    expect(oneLine('a\nb\r\nc')).toBe('a b c');
    expect(siteLink('https://beacon.example/', '/dashboard')).toBe('https://beacon.example/dashboard');
    expect(siteLink(undefined, '/dashboard')).toBe('/dashboard');
  });

  it('refuses what is not a day', () => {
    for (const day of ['2027-02-30', '2027-1-2', '01/02/2027', '']) expect(() => formatDay(day)).toThrow(RangeError);
    expect(() => formatDay(Number.NaN)).toThrow(RangeError);
  });

  it('names a card by brand and last four digits, never more of its number', () => {
    expect(cardLabel('visa', '4242')).toBe('Visa ending in 4242');
    expect(cardLabel('amex', '0005')).toBe('American Express ending in 0005');
    expect(cardLabel('Mastercard', '4444')).toBe('Mastercard ending in 4444');
    expect(cardLabel('unknown', '1234')).toBe('card ending in 1234');
    expect(cardLabel('visa', '4242 4242 4242 4242')).toBe('Visa ending in 4242');
  });
});
