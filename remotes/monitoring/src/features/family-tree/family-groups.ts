import type { MemberRecord, PersonDetails, RecordReport, RelatedPerson } from '@beacon/api';
import { paths } from '@beacon/platform';

// What the family tree shows, from a person report: the person at its root, their relatives grouped by kind of
// relation (in a fixed order), each with the line the tree and the list print under a name.

export type GroupKey = 'spouse' | 'parents' | 'siblings' | 'children' | 'other';

export interface FamilyGroup {
  key: GroupKey;
  label: string;
  people: RelatedPerson[];
}

/** The groups in the order the tree shows them, with their labels. */
export const GROUPS: readonly { key: GroupKey; label: string }[] = [
  { key: 'spouse', label: 'Spouse or partner' },
  { key: 'parents', label: 'Parents' },
  { key: 'siblings', label: 'Siblings' },
  { key: 'children', label: 'Children' },
  { key: 'other', label: 'Other relatives' },
];

// Relation words as public records write them, in lower case with single spaces, without a "step" or "half"
// ("stepmother", "half-brother" are parents and siblings); anything else is "Other relatives".
const RELATIONS: Record<Exclude<GroupKey, 'other'>, readonly string[]> = {
  spouse: ['spouse', 'spouses', 'partner', 'partners', 'husband', 'wife', 'domestic partner', 'life partner'],
  parents: ['parent', 'parents', 'father', 'mother'],
  siblings: ['sibling', 'siblings', 'brother', 'brothers', 'sister', 'sisters'],
  children: ['child', 'children', 'son', 'sons', 'daughter', 'daughters'],
};

/** The group of a relation string, case-insensitively ("Spouse", "half-brother"); unknown relations are "other". */
export function groupOf(relation: string): GroupKey {
  const word = relation
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .replace(/^(step|half) ?/, '');
  for (const [key, words] of Object.entries(RELATIONS) as [Exclude<GroupKey, 'other'>, readonly string[]][]) {
    if (words.includes(word)) return key;
  }
  return 'other';
}

/** The relatives by group, in the tree's order; groups without anyone are left out. People keep the report's order. */
export function groupRelatives(relatives: readonly RelatedPerson[]): FamilyGroup[] {
  return GROUPS.map(({ key, label }) => ({
    key,
    label,
    people: relatives.filter((relative) => groupOf(relative.relation) === key),
  })).filter((group) => group.people.length > 0);
}

export interface NameParts {
  first: string;
  last: string;
}

/** "{first} {last}", as the tree, the list and their links name a person. */
export function fullName(name: NameParts): string {
  return [name.first, name.last].filter(Boolean).join(' ');
}

/** "age 54, Minneapolis, MN": what is known of the age and the place, empty when nothing is. */
export function detailsLine(
  age: number | null | undefined,
  city: string | undefined,
  state: string | undefined,
): string {
  return [age === null || age === undefined ? '' : `age ${age}`, city ?? '', state ?? '']
    .filter((part) => part.trim() !== '')
    .join(', ');
}

export const relativeDetails = (relative: RelatedPerson) =>
  detailsLine(relative.age, relative.location.city, relative.location.state);

/** Where a relative's report opens: the create-record flow, which lands on /dashboard/reports/{id}. */
export function relativeReportPath(pointer: string): string {
  return `${paths.createRecord}?${new URLSearchParams({ type: 'person', pointer }).toString()}`;
}

/** The person at the root of the tree. */
export interface TreeRoot {
  name: NameParts | null;
  details: string;
}

/** The report's person (primary name, age, current place), else what the record card says of them. */
export function rootOf(person: PersonDetails | null | undefined, record: MemberRecord | undefined): TreeRoot {
  const names = person?.names ?? [];
  const named = names.find((name) => name.type === 'primary') ?? names[0] ?? record?.data.name ?? null;
  const place = person?.locations?.find((location) => location.current) ?? person?.locations?.[0];
  const age = person?.dobs?.find((dob) => dob.age !== null)?.age;
  const city = place?.address.city ?? record?.data.location?.address?.city;
  const state = place?.address.state_code ?? record?.data.location?.address?.state;
  return { name: named ? { first: named.first, last: named.last } : null, details: detailsLine(age, city, state) };
}

/** The relatives of a report, or why there are none to show: their section is locked, naming what unlocks it. */
export type RelativesOf = { status: 'shown'; relatives: RelatedPerson[] } | { status: 'locked'; requiredItem: string };

export function relativesOf(report: RecordReport): RelativesOf {
  const relatives = report.person?.relatives;
  if (relatives) return { status: 'shown', relatives };
  const locked = report.locked.find((entry) => entry.section === 'personal');
  return locked ? { status: 'locked', requiredItem: locked.requiredItem } : { status: 'shown', relatives: [] };
}

/** "Grace Okafor", or the record's id when its card has no name. */
export function recordLabel(record: MemberRecord): string {
  return record.data.name ? fullName(record.data.name) : `Report ${record.recordId}`;
}

/** Whose tree to show when `?record=` does not say: the member's confirmed report, else their first person record. */
export function defaultRecordId(people: readonly MemberRecord[], confirmed: string | null): string | null {
  const own = confirmed === null ? undefined : people.find((record) => String(record.recordId) === confirmed);
  const chosen = own ?? people[0];
  return chosen ? String(chosen.recordId) : null;
}
