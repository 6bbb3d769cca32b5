import type { Address, DateRange, PersonName } from '@beacon/api';
import { formatDisplayDate } from '@beacon/platform';

/** "Peter Bear Lindqvist Jr" from the parts a record has. */
export function fullName(name: PersonName): string {
  return [name.first, name.middle, name.last, name.suffix].filter(Boolean).join(' ');
}

/** "4733 Boehm Blvd, Minneapolis, MN 55408". */
export function formatAddress(address: Address): string {
  const stateZip = [address.state_code, address.zip_code].filter(Boolean).join(' ');
  return [address.street, address.city, stateZip].filter(Boolean).join(', ');
}

/** "Mar 5, 2009 – Present": an open end is a fact still true today; an open start reads "Until …". */
export function formatDateRange(range: DateRange | null | undefined): string {
  const start = formatDisplayDate(range?.start);
  const end = range?.end ? formatDisplayDate(range.end) : 'Present';
  if (!start) return range?.end ? `Until ${end}` : '';
  return start === end ? start : `${start} – ${end}`;
}

// Source types whose words are not simply capitalised.
const SOURCE_WORDS: Record<string, string> = { dmv: 'DMV', dnr: 'DNR' };

/** A record's source type for people: "property_records" → "Property records", "dmv" → "DMV". */
export function sourceLabel(sourceType: string): string {
  const words = sourceType
    .split('_')
    .filter(Boolean)
    .map((word) => SOURCE_WORDS[word] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
