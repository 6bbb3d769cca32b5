import {
  EXPOSED_DATA_TYPE_LABELS,
  EXPOSED_DATA_TYPES,
  type ExposedDataType,
  type ExposedField,
  type SeverityLabel,
} from '@beacon/validation';

// How bad an exposure is (issue 58 point 6), as pure rules the exposure view ranks by. A score from 0 to 100:
//
//   score = round(clamp((weight of the worst kind + breadth) × confidence + recency, 0, 100))
//
// - weight of the worst kind exposed: a Social Security number or a password 70 (either opens accounts or credit at
//   once), a payment card 55, the home address or the date of birth 40 (the two facts identity thieves and stalkers
//   need most), a phone number 30, an e-mail address, a username or security answers 20, anything else 10;
// - breadth: 2 for each other kind exposed beside the worst, at most 4, so breadth and recency together (at most 14)
//   never lift a kind over the next worse one of the same confidence: a home address tops out at 54, under a card's
//   55, a card at 69, under a password's 70;
// - confidence: a verified breach 1, an unverified one 0.7 (the site never confirmed it); a broker listing still
//   live 1, one whose removal was asked for and is under way 0.5 (removed listings are no exposure: the view omits
//   them); the member's own public record 1 (it is published as long as it is not opted out);
// - recency of `when`: within a year +10, within 3 years +6, within 6 years +3, older 0.
//
// Labels: Critical from 70, High from 50, Medium from 30, Low below.

export interface ExposureFacts {
  /** the kinds of data exposed (repeats allowed) */
  types: readonly ExposedDataType[];
  confidence: ExposureConfidence;
  /** the exposure's date, ms (breach date, day the listing was found, the record's last sighting) */
  at: number;
}

export type ExposureConfidence =
  | { source: 'breach'; verified: boolean }
  | { source: 'broker_listing'; removalRequested: boolean }
  | { source: 'public_record' };

export interface Severity {
  score: number;
  label: SeverityLabel;
}

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;

export const TYPE_WEIGHTS: Record<ExposedDataType, number> = {
  ssn: 70,
  password: 70,
  card: 55,
  home_address: 40,
  date_of_birth: 40,
  phone: 30,
  email: 20,
  username: 20,
  security_answers: 20,
  past_addresses: 10,
  relatives: 10,
  name: 10,
  other: 10,
};

const BREADTH_STEP = 2;
const BREADTH_MAX = 4;

function confidenceOf(confidence: ExposureConfidence): number {
  switch (confidence.source) {
    case 'breach':
      return confidence.verified ? 1 : 0.7;
    case 'broker_listing':
      return confidence.removalRequested ? 0.5 : 1;
    case 'public_record':
      return 1;
  }
}

function recencyOf(at: number, now: number): number {
  const age = now - at;
  if (age <= YEAR_MS) return 10;
  if (age <= 3 * YEAR_MS) return 6;
  if (age <= 6 * YEAR_MS) return 3;
  return 0;
}

export function severityLabelOf(score: number): SeverityLabel {
  if (score >= 70) return 'Critical';
  if (score >= 50) return 'High';
  if (score >= 30) return 'Medium';
  return 'Low';
}

export function severityOf(facts: ExposureFacts, now: number): Severity {
  const kinds = [...new Set(facts.types)];
  const worst = kinds.reduce((max, type) => Math.max(max, TYPE_WEIGHTS[type]), 0);
  const breadth = Math.min(BREADTH_MAX, Math.max(0, kinds.length - 1) * BREADTH_STEP);
  const raw = (worst + breadth) * confidenceOf(facts.confidence) + recencyOf(facts.at, now);
  const score = Math.round(Math.min(100, Math.max(0, raw)));
  return { score, label: severityLabelOf(score) };
}

/** Worst first; of two as bad, the newer first; then by id, so a list reads the same on every load. */
export function compareExposures(
  a: { severity: Severity; at: number; id: string },
  b: { severity: Severity; at: number; id: string },
): number {
  return b.severity.score - a.severity.score || b.at - a.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The data classes of Have I Been Pwned, as the kinds of data the view names; unknown ones are kept as 'other'. */
const BREACH_CLASS_TYPES: Record<string, ExposedDataType> = {
  'Social security numbers': 'ssn',
  Passwords: 'password',
  'Credit cards': 'card',
  'Partial credit card data': 'card',
  'Physical addresses': 'home_address',
  'Dates of birth': 'date_of_birth',
  'Phone numbers': 'phone',
  'Email addresses': 'email',
  Usernames: 'username',
  'Security questions and answers': 'security_answers',
  Names: 'name',
};

/** What a Guardian listing shows, as the kinds of data the view names. */
const LISTING_FIELD_TYPES: Record<ExposedField, ExposedDataType> = {
  name: 'name',
  age: 'other',
  date_of_birth: 'date_of_birth',
  address: 'home_address',
  past_addresses: 'past_addresses',
  phone: 'phone',
  email: 'email',
  relatives: 'relatives',
  photo: 'other',
  employment: 'other',
};

/** The words a listing's other fields keep (those that are no kind of their own). */
const LISTING_OTHER_LABELS: Partial<Record<ExposedField, string>> = {
  age: 'Age',
  photo: 'Photos',
  employment: 'Employment',
};

export interface ExposedKind {
  type: ExposedDataType;
  label: string;
}

const rank = (type: ExposedDataType) => EXPOSED_DATA_TYPES.indexOf(type);

/** Distinct kinds, the worst first, each with its words. */
function kindsOf(entries: ReadonlyArray<ExposedKind>): ExposedKind[] {
  const seen = new Set<string>();
  return entries
    .filter((entry) => {
      const key = entry.type === 'other' ? `other:${entry.label}` : entry.type;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => rank(a.type) - rank(b.type));
}

export function labelOf(type: Exclude<ExposedDataType, 'other'>): string {
  return EXPOSED_DATA_TYPE_LABELS[type];
}

/** The kinds of a breach's data classes; the kind of the matched watch is in it even when a class is missing. */
export function breachKinds(dataClasses: readonly string[], matched: ExposedDataType | null): ExposedKind[] {
  const entries: ExposedKind[] = dataClasses.map((dataClass) => {
    const type = BREACH_CLASS_TYPES[dataClass] ?? 'other';
    return { type, label: type === 'other' ? dataClass : labelOf(type) };
  });
  if (matched && matched !== 'other') entries.push({ type: matched, label: labelOf(matched) });
  return kindsOf(entries);
}

export function listingKinds(fields: readonly ExposedField[]): ExposedKind[] {
  return kindsOf(
    fields.map((field) => {
      const type = LISTING_FIELD_TYPES[field];
      return { type, label: type === 'other' ? (LISTING_OTHER_LABELS[field] ?? field) : labelOf(type) };
    }),
  );
}
