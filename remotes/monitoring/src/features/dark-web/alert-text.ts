import type { IdentityAlert } from '@beacon/api';
import { formatDisplayDate, formatNumber } from '@beacon/platform';
import { MONITORED_DATA_LABELS } from '@beacon/validation';

// How an alert reads: its dates, what it exposed of the member, its category and the breach's description.

/**
 * A breach's calendar date as "MMM d, yyyy". The records' "still current" marker (2019-09-30 reads "Present") is no
 * marker here: a breach on that day happened on that day.
 */
export function formatBreachDate(isoDate: string): string {
  if (isoDate.startsWith('2019-09-30')) return 'Sep 30, 2019';
  return formatDisplayDate(isoDate);
}

export const HIDDEN_IN_PRIVATE_MODE = 'Hidden (private mode)';

/** "E-mail address: g••••@example.com", or the kind alone with "Hidden (private mode)". */
export function exposedText(exposed: IdentityAlert['exposed']): string {
  return `${MONITORED_DATA_LABELS[exposed.kind]}: ${exposed.display ?? HIDDEN_IN_PRIVATE_MODE}`;
}

const CATEGORY_LABELS: Record<string, string> = {
  dark_web: 'Dark web',
  ssn: 'Social Security number',
  criminal: 'Criminal records',
};

/** "dark_web" → "Dark web"; a category we do not know by name is written out from its key. */
export function categoryLabel(category: string): string {
  const known = CATEGORY_LABELS[category];
  if (known) return known;
  const words = category.replace(/[_-]+/g, ' ').trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : 'Other';
}

const ENTITIES: Record<string, string> = { quot: '"', apos: "'", '#39': "'", lt: '<', gt: '>', nbsp: ' ' };

/**
 * A breach description as plain text. Breach catalogues write them as HTML (links, entities); they are shown as text,
 * never as markup, so tags are dropped and the common entities read as their characters.
 */
export function plainDescription(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(quot|apos|#39|lt|gt|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 152445165 → "152,445,165". */
export const formatCount = (count: number) => formatNumber(count);

/** Newest alert first (ties: the higher id, the later alert). */
export function newestFirst<T extends Pick<IdentityAlert, 'createdAt' | 'id'>>(alerts: readonly T[]): T[] {
  return [...alerts].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

/** Alerts by category, the category with the newest alert first, each category's alerts newest first. */
export function byCategory(alerts: readonly IdentityAlert[]): { category: string; alerts: IdentityAlert[] }[] {
  const groups = new Map<string, IdentityAlert[]>();
  for (const alert of newestFirst(alerts)) {
    groups.set(alert.category, [...(groups.get(alert.category) ?? []), alert]);
  }
  return [...groups].map(([category, grouped]) => ({ category, alerts: grouped }));
}
