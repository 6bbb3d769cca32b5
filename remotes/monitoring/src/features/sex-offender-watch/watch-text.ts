import { formatNumber } from '@beacon/platform';
import { WATCH_RADII_MILES, type WatchLabel } from '@beacon/validation';

// The words of the sex offender watch: what each saved address is called and how a radius or a distance reads.

export const LABEL_NAMES: Record<WatchLabel, string> = { home: 'Home', work: 'Work', school: 'School' };

/** "your home", "your work address", "your school": how a sentence names a saved address. */
export function addressPhrase(label: WatchLabel): string {
  return label === 'work' ? 'your work address' : `your ${label}`;
}

/** 1 mile, 0.5 miles, 2 miles. */
export function milesText(miles: number): string {
  return `${miles} ${miles === 1 ? 'mile' : 'miles'}`;
}

export const RADIUS_OPTIONS = WATCH_RADII_MILES.map((miles) => ({ value: String(miles), label: milesText(miles) }));

/** 0.3 mi away: distances come rounded to 0.1 mile; 0 reads as "less than 0.1". */
export function distanceText(miles: number): string {
  return miles < 0.1 ? 'less than 0.1 mi away' : `${miles.toFixed(1)} mi away`;
}

/** The heading of the results: "3 registered offenders within 1 mile of your home". */
export function resultsSummary(total: number, shown: number, radiusMiles: number, label: WatchLabel): string {
  const count = `${formatNumber(total)} registered ${total === 1 ? 'offender' : 'offenders'}`;
  const nearest = shown < total ? ` (the nearest ${formatNumber(shown)} are listed)` : '';
  return `${count} within ${milesText(radiusMiles)} of ${addressPhrase(label)}${nearest}`;
}

export function emptyText(radiusMiles: number, label: WatchLabel): string {
  return `No registered offenders within ${milesText(radiusMiles)} of ${addressPhrase(label)}.`;
}

/** Tier 1 to 3 as registries describe them. */
export function tierText(tier: number): string {
  return `Tier ${tier}`;
}

/** 2021-04-09 → Apr 9, 2021 (a calendar date: no time zone may move it). */
export function dateText(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The map's accessible name: what it shows, and that the list beside it names the same offenders. */
export function mapLabel(radiusMiles: number, label: WatchLabel, offenders: number): string {
  const area = `within ${milesText(radiusMiles)} of ${addressPhrase(label)}`;
  return offenders === 0
    ? `Map of the area ${area}`
    : `Map of the registered offenders ${area}, numbered as in the list`;
}

/** Said in the map's place when the browser cannot draw it. */
export function mapUnavailableText(offenders: number): string {
  const list = offenders === 0 ? '' : ' The numbered list has every offender it would show.';
  return `The map cannot be shown in this browser.${list}`;
}
