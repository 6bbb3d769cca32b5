import {
  MATCH_DECISIONS,
  MATCH_EVIDENCE_VERDICTS,
  MATCH_FIELDS,
  MEMBER_VERDICTS,
  type MatchDecision,
  type MatchEvidenceVerdict as MatchVerdict,
  type MatchField,
  type MemberVerdict,
} from '@beacon/validation';

import { nameKey, nameVariants, phoneticKey, textKey } from '../search-keys';

// Match confidence (issue 59 point 3): before Guardian asks a site to remove a listing, the listing is scored against
// the protected person, field by field, from what the listing page shows. People-search sites list every namesake
// they have, so a name alone never sends a request: the member is asked "Is this you?" with the evidence side by
// side, and a listing that says otherwise (another age, another state) is set aside where the member can restore it.
// Pure: the caller reads the page and stores the result.

/** Who a listing is scored against: the protected person as the member gave them (and their report's relatives). */
export interface MatchSubject {
  firstName: string;
  middleName: string;
  lastName: string;
  /** other full names ("Grace Adeyemi": a maiden name) */
  otherNames: string[];
  /** YYYY-MM-DD */
  dob: string | null;
  /** current first, then past ones */
  addresses: Array<{ street: string; city: string; state: string; zip: string }>;
  /** full names of relatives ("Ann Okafor") */
  relatives: string[];
}

/**
 * What a listing page shows of its person, as far as a match reads it: the adapter port's `ListingShown`
 * (services/brokers/broker-adapter.ts) is one, declared here so the domain does not import from services.
 */
export interface MatchShown {
  /** the full name as the page writes it */
  name: string;
  age: number | null;
  birthYear: number | null;
  /** current first, then past ones */
  locations: Array<{ street: string | null; city: string; state: string }>;
  relatives: string[];
}

export type { MatchDecision, MatchField, MatchVerdict };

/** One field as the member sees it: what they gave us beside what the listing shows, and what that says. */
export interface MatchEvidence {
  field: MatchField;
  verdict: MatchVerdict;
  subjectValue: string;
  listingValue: string;
  /** what this field adds to (or takes from) the confidence */
  points: number;
}

export interface MatchResult {
  /** 0–100 */
  confidence: number;
  decision: MatchDecision;
  /** one entry per field, in MATCH_FIELDS order */
  evidence: MatchEvidence[];
}

/**
 * Sent without asking from 80: the name, the age and one more field (where they live, or their relatives) agree.
 * The weights below add up to 100 when every field agrees; 80 cannot be reached with the name and one other field.
 */
export const SUBMIT_AT = 80;
/**
 * Asked about from 40: the name and at least one other field agree (the name alone is 35), or the name is a
 * sound-alike with more behind it. Below, the listing is someone else as far as the page shows: ignored, restorable.
 */
export const ASK_AT = 40;

/** What each field's verdict weighs. An age more than a year apart is strong evidence of another person. */
export const MATCH_POINTS = {
  name: { exact: 35, otherName: 30, nickname: 30, soundAlike: 20, initial: 15, middleDiffers: -10, conflict: -20 },
  age: { match: 30, oneYear: 20, conflict: -40 },
  location: { match: 20, sameState: 5, conflict: -20 },
  relatives: { match: 15, conflict: -10, ownNameAsRelative: -15 },
} as const;

const YEAR_MS = 365.2425 * 86_400_000;
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

interface NameParts {
  first: string;
  middle: string;
  last: string;
}

/** "Robert J. Smith Jr." → keys { robert, j, smith } (suffixes dropped: sites print them inconsistently). */
function partsOf(fullName: string): NameParts {
  const tokens = fullName.split(/\s+/).map(nameKey).filter(Boolean);
  while (tokens.length > 2 && SUFFIXES.has(tokens[tokens.length - 1]!)) tokens.pop();
  if (tokens.length === 0) return { first: '', middle: '', last: '' };
  if (tokens.length === 1) return { first: '', middle: '', last: tokens[0]! };
  return { first: tokens[0]!, middle: tokens.slice(1, -1).join(' '), last: tokens[tokens.length - 1]! };
}

type FirstRelation = 'exact' | 'nickname' | 'soundAlike' | 'initial' | null;

function firstRelation(given: string, shown: string): FirstRelation {
  if (!given || !shown) return null;
  if (given === shown) return 'exact';
  if (nameVariants(given).includes(shown)) return 'nickname';
  if (given.length === 1 || shown.length === 1) return given[0] === shown[0] ? 'initial' : null;
  const [a, b] = [phoneticKey(given), phoneticKey(shown)];
  return a && a === b ? 'soundAlike' : null;
}

function lastRelation(given: string, shown: string): 'exact' | 'soundAlike' | null {
  if (!given || !shown) return null;
  if (given === shown) return 'exact';
  const [a, b] = [phoneticKey(given), phoneticKey(shown)];
  return a && a === b ? 'soundAlike' : null;
}

/** The same person's name written another way: first name equal or a nickname of it, last name equal. */
function sameName(a: NameParts, b: NameParts): boolean {
  const first = firstRelation(a.first, b.first);
  return a.last === b.last && (first === 'exact' || first === 'nickname');
}

function nameEvidence(subject: MatchSubject, shown: MatchShown): MatchEvidence {
  const listing = partsOf(shown.name);
  const primary = [subject.firstName, subject.middleName, subject.lastName].filter((part) => part.trim()).join(' ');
  const candidates = [
    { written: primary, parts: partsOf(primary), other: false },
    ...subject.otherNames.map((name) => ({ written: name, parts: partsOf(name), other: true })),
  ];
  let best: MatchEvidence | undefined;
  for (const { written, parts, other } of candidates) {
    const first = firstRelation(parts.first, listing.first);
    const last = lastRelation(parts.last, listing.last);
    if (!first || !last) continue;
    const P = MATCH_POINTS.name;
    let verdict: MatchVerdict;
    let points: number;
    if (first === 'initial') [verdict, points] = ['partial', P.initial];
    else if (first === 'soundAlike' || last === 'soundAlike') [verdict, points] = ['partial', P.soundAlike];
    else if (other) [verdict, points] = ['match', P.otherName];
    else if (first === 'nickname') [verdict, points] = ['match', P.nickname];
    else [verdict, points] = ['match', P.exact];
    // two middle names that begin differently: most likely two people (one written without it proves nothing)
    if (parts.middle && listing.middle && parts.middle[0] !== listing.middle[0]) {
      verdict = 'partial';
      points += P.middleDiffers;
    }
    const evidence: MatchEvidence = {
      field: 'name',
      verdict,
      subjectValue: other ? `${written} (other name)` : written,
      listingValue: shown.name,
      points,
    };
    if (!best || evidence.points > best.points) best = evidence;
  }
  return (
    best ?? {
      field: 'name',
      verdict: 'conflict',
      subjectValue: [primary, ...subject.otherNames].join('; '),
      listingValue: shown.name,
      points: MATCH_POINTS.name.conflict,
    }
  );
}

function ageAt(dob: string, now: number): number | null {
  const born = Date.parse(`${dob}T00:00:00Z`);
  if (Number.isNaN(born)) return null;
  return Math.max(0, Math.floor((now - born) / YEAR_MS));
}

function ageEvidence(subject: MatchSubject, shown: MatchShown, now: number): MatchEvidence {
  const listingValue =
    shown.age !== null ? `Age ${shown.age}` : shown.birthYear !== null ? `Born ${shown.birthYear}` : 'Not shown';
  const age = subject.dob ? ageAt(subject.dob, now) : null;
  const subjectValue = subject.dob && age !== null ? `Born ${subject.dob} (age ${age})` : 'Not given';
  const unknown: MatchEvidence = { field: 'age', verdict: 'unknown', subjectValue, listingValue, points: 0 };
  if (!subject.dob || age === null) return unknown;
  // a site's age is its own count on its own day: a year apart is still the same person
  const apart =
    shown.age !== null
      ? Math.abs(age - shown.age)
      : shown.birthYear !== null
        ? Math.abs(Number(subject.dob.slice(0, 4)) - shown.birthYear)
        : null;
  if (apart === null) return unknown;
  const P = MATCH_POINTS.age;
  if (apart === 0) return { ...unknown, verdict: 'match', points: P.match };
  if (apart === 1) return { ...unknown, verdict: 'partial', points: P.oneYear };
  return { ...unknown, verdict: 'conflict', points: P.conflict };
}

const placeKey = (city: string, state: string) => `${textKey(city)}|${state.trim().toUpperCase()}`;
const placeText = (city: string, state: string) => `${city}, ${state}`;

function locationEvidence(subject: MatchSubject, shown: MatchShown): MatchEvidence {
  const subjectValue = subject.addresses.map((a) => placeText(a.city, a.state)).join('; ') || 'Not given';
  const listingValue = shown.locations.map((l) => placeText(l.city, l.state)).join('; ') || 'Not shown';
  const base = { field: 'location' as const, subjectValue, listingValue };
  if (!subject.addresses.length || !shown.locations.length) return { ...base, verdict: 'unknown', points: 0 };
  const given = new Set(subject.addresses.map((a) => placeKey(a.city, a.state)));
  const states = new Set(subject.addresses.map((a) => a.state.trim().toUpperCase()));
  const P = MATCH_POINTS.location;
  // the listing's current city or any past one, against the member's current and past addresses
  if (shown.locations.some((l) => given.has(placeKey(l.city, l.state)))) {
    return { ...base, verdict: 'match', points: P.match };
  }
  if (shown.locations.some((l) => states.has(l.state.trim().toUpperCase()))) {
    return { ...base, verdict: 'partial', points: P.sameState };
  }
  return { ...base, verdict: 'conflict', points: P.conflict };
}

function relativesEvidence(subject: MatchSubject, shown: MatchShown): MatchEvidence {
  const subjectValue = subject.relatives.join('; ') || 'Not given';
  const listingValue = shown.relatives.join('; ') || 'Not shown';
  const base = { field: 'relatives' as const, subjectValue, listingValue };
  if (!subject.relatives.length || !shown.relatives.length) return { ...base, verdict: 'unknown', points: 0 };
  const given = subject.relatives.map(partsOf);
  const listed = shown.relatives.map(partsOf);
  const P = MATCH_POINTS.relatives;
  if (listed.some((relative) => given.some((known) => sameName(known, relative)))) {
    return { ...base, verdict: 'match', points: P.match };
  }
  // a namesake's page often names the person themselves as a relative (a father and son of one name)
  const own = partsOf([subject.firstName, subject.lastName].join(' '));
  if (listed.some((relative) => sameName(own, relative))) {
    return { ...base, verdict: 'conflict', points: P.ownNameAsRelative };
  }
  return { ...base, verdict: 'conflict', points: P.conflict };
}

/**
 * Scores a listing page against the protected person. 'submit' needs more than the confidence: the name as given
 * (or a nickname or other name of it), an age that agrees, and nothing that disagrees, so that two people of one
 * name are never both removed however much else they share; such a listing is asked about or ignored.
 */
export function scoreListing(subject: MatchSubject, shown: MatchShown, options: { now?: number } = {}): MatchResult {
  const now = options.now ?? Date.now();
  const evidence = [
    nameEvidence(subject, shown),
    ageEvidence(subject, shown, now),
    locationEvidence(subject, shown),
    relativesEvidence(subject, shown),
  ];
  const total = evidence.reduce((sum, item) => sum + item.points, 0);
  const confidence = Math.max(0, Math.min(100, total));
  const verdictOf = (field: MatchField) => evidence.find((item) => item.field === field)?.verdict;
  const corroborated =
    verdictOf('name') === 'match' &&
    (verdictOf('age') === 'match' || verdictOf('age') === 'partial') &&
    evidence.every((item) => item.verdict !== 'conflict');
  const decision: MatchDecision =
    confidence >= SUBMIT_AT && corroborated ? 'submit' : confidence >= ASK_AT ? 'ask' : 'ignore';
  return { confidence, decision, evidence };
}

/** What decides whether a removal may be requested for a listing: its score and the member's answer. */
export interface SubmittableInput {
  /** null: not scored (listings found before scoring, Beacon's own) */
  matchDecision: MatchDecision | null;
  memberVerdict: MemberVerdict | null;
  /** Beacon's own listing is found by the person's record, not by a name: nothing to doubt */
  isBeacon: boolean;
}

/**
 * Whether Guardian may ask the site to remove this listing: Beacon's own listing, one the member said is theirs, or
 * one scored 'submit' that the member did not reject. A listing the member rejected is never requested.
 */
export function isSubmittable(listing: SubmittableInput): boolean {
  if (listing.isBeacon) return true;
  if (listing.memberVerdict === 'mine') return true;
  return listing.matchDecision === 'submit' && listing.memberVerdict !== 'not_mine';
}

/** Stored evidence (guardian_listings.match_evidence, JSON) back to MatchEvidence; what it does not recognise goes. */
export function parseMatchEvidence(value: string | null): MatchEvidence[] {
  if (!value) return [];
  const parsed: unknown = JSON.parse(value);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown): MatchEvidence[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { field, verdict, subjectValue, listingValue, points } = item as Record<string, unknown>;
    if (
      !(MATCH_FIELDS as readonly unknown[]).includes(field) ||
      !(MATCH_EVIDENCE_VERDICTS as readonly unknown[]).includes(verdict) ||
      typeof subjectValue !== 'string' ||
      typeof listingValue !== 'string' ||
      typeof points !== 'number'
    ) {
      return [];
    }
    return [{ field: field as MatchField, verdict: verdict as MatchVerdict, subjectValue, listingValue, points }];
  });
}

export function parseMatchDecision(value: string | null): MatchDecision | null {
  return (MATCH_DECISIONS as readonly (string | null)[]).includes(value) ? (value as MatchDecision) : null;
}

export function parseMemberVerdict(value: string | null): MemberVerdict | null {
  return (MEMBER_VERDICTS as readonly (string | null)[]).includes(value) ? (value as MemberVerdict) : null;
}
