import type { DateParts, PersonDetails, TimelineEvent, TimelineKind } from '@beacon/validation';

// The timeline section of a person report (issue 7 contract): dated events drawn from the other sections the member
// may see, newest first. Each event keeps the source of the fact it comes from. Facts without a day (a vehicle's
// model year) are dated by their record's last-seen date instead, so every event has a full date.

type Fact = Record<string, unknown>;

function isDate(value: unknown): value is DateParts {
  if (typeof value !== 'object' || value === null) return false;
  const date = value as Record<string, unknown>;
  return typeof date.year === 'number' && typeof date.month === 'number' && typeof date.day === 'number';
}

/** 'YYYY-MM-DD' or { year, month, day } → date parts. */
function dateOf(value: unknown): DateParts | undefined {
  if (isDate(value)) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return { year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)), day: Number(value.slice(8, 10)) };
  }
  return undefined;
}

const facts = (value: unknown): Fact[] =>
  Array.isArray(value) ? value.filter((item): item is Fact => typeof item === 'object' && item !== null) : [];

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const field = (fact: Fact, key: string): Fact =>
  typeof fact[key] === 'object' && fact[key] !== null ? (fact[key] as Fact) : {};

const money = (value: unknown) =>
  typeof value === 'number' ? `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}` : '';

function addressLine(address: Fact): string {
  return [text(address.street), text(address.city), text(address.state_code)].filter(Boolean).join(', ');
}

/** The timeline of a person as the report shows it: only from the fields present in `person`. */
export function buildTimeline(person: PersonDetails): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  const add = (date: unknown, kind: TimelineKind, title: string, fact: Fact) => {
    const parts = dateOf(date);
    if (parts && title)
      events.push({ date: parts, kind, title, source_type: text(fact.source_type) || 'public_records' });
  };

  for (const fact of facts(person.locations)) {
    add(field(fact, 'date_range').start, 'address', `Moved to ${addressLine(field(fact, 'address'))}`, fact);
  }
  for (const fact of facts(person.dobs)) add(fact.date, 'birth', 'Born', fact);
  for (const fact of facts(person.dods)) add(fact.date, 'death', 'Died', fact);
  for (const fact of facts(person.phones)) {
    const phone = [text(fact.line_type), 'phone', text(fact.display)].filter(Boolean).join(' ');
    add(fact.first_seen, 'phone', `Started using ${phone}`, fact);
  }
  for (const fact of facts(person.emails)) add(fact.first_seen, 'email', `Started using ${text(fact.address)}`, fact);
  for (const fact of facts(person.jobs)) {
    const company = text(fact.company);
    add(
      field(fact, 'date_range').start,
      'job',
      `Started as ${text(fact.title)}${company ? ` at ${company}` : ''}`,
      fact,
    );
  }
  for (const fact of facts(person.educations)) {
    add(field(fact, 'date_range').end, 'education', `${text(fact.degree) || 'Graduated'}, ${text(fact.school)}`, fact);
  }
  for (const fact of facts(person.criminal_records)) {
    add(fact.offense_date, 'criminal', `Charged with ${text(fact.offense).toLowerCase()} (${text(fact.court)})`, fact);
  }
  for (const fact of facts(person.businesses)) {
    const primary = facts(fact.company_names).find((name) => name.type === 'Primary') ?? facts(fact.company_names)[0];
    add(fact.incorporated, 'business', `Registered ${text(primary?.name)}`, fact);
  }
  for (const fact of facts(person.licenses)) add(fact.issued, 'license', `Licensed: ${text(fact.type)}`, fact);
  const finances = typeof person.finances === 'object' && person.finances !== null ? (person.finances as Fact) : {};
  for (const fact of facts(finances.bankruptcies)) {
    add(fact.filed, 'bankruptcy', `Filed for Chapter ${text(fact.chapter)} bankruptcy`, fact);
  }
  for (const fact of facts(finances.liens))
    add(fact.filed, 'lien', `${text(fact.type)} of ${money(fact.amount)}`, fact);
  for (const fact of facts(finances.judgments)) {
    add(fact.filed, 'judgment', `Judgment of ${money(fact.amount)} for ${text(fact.plaintiff)}`, fact);
  }
  const assets = typeof person.assets === 'object' && person.assets !== null ? (person.assets as Fact) : {};
  for (const fact of facts(assets.properties)) {
    add(fact.purchased, 'property', `Bought ${addressLine(field(fact, 'address'))}`, fact);
  }
  for (const fact of facts(assets.vehicles)) {
    add(
      fact.last_seen,
      'vehicle',
      `Vehicle registered: ${text(fact.year)} ${text(fact.make)} ${text(fact.model)}`,
      fact,
    );
  }

  const key = (date: DateParts) => date.year * 10_000 + date.month * 100 + date.day;
  // newest first; on the same day, in the order above (stable sort)
  return events.sort((a, b) => key(b.date) - key(a.date));
}
