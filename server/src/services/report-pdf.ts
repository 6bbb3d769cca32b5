import PDFDocument from 'pdfkit';
import {
  REPORT_SECTIONS,
  type LocationDetails,
  type PersonDetails,
  type RecordReport,
  type ReportSection,
} from '@beacon/validation';

import { LOCATION_SECTION_FIELDS, PERSON_SECTION_FIELDS } from '../domain/report-layout';

// Renders a record's report as a PDF (issue 7 "PDF": the finished PDF contains the report's sections). It reads like
// the report screen: the person's name (or the address, number or e-mail) as the title, then every section of the
// record type in layout order under the screen's titles, each field as a small heading and each fact as a headline,
// a line of details and its source with the last-seen date. Dates read "MMM d, yyyy" (2019-09-30 is "Present") and
// money in US dollars, as on screen (spec §9). Locked sections say what unlocks them; the member's active corrections
// follow the section they correct. pdfkit's built-in Helvetica needs no font files; the data set's names are ASCII.

type Fact = Record<string, unknown>;

/** The report screen's section titles (remotes/reports section registry); businesses and sex offenders by type. */
const SECTION_TITLES: Record<ReportSection, string> = {
  timeline: 'Timeline',
  personal: 'Personal Details',
  contact: 'Contact Information',
  locations: 'Locations',
  criminal: 'Criminal Records',
  sex_offenders: 'Sex Offenders',
  social: 'Social Profiles',
  businesses: 'Businesses',
  licenses: 'Professional Licenses',
  finances: 'Finances',
  assets: 'Assets',
  map: 'Map',
  residents: 'Residents',
  neighbors: 'Neighbors',
  location: 'Location',
  ownership_history: 'Ownership History',
  evictions: 'Evictions',
  census: 'Census',
  demographics: 'Demographics',
  places: 'Places',
  crime_stats: 'Crime Stats',
  forecast: 'Forecast',
};

const FIELD_TITLES: Record<string, string> = {
  names: 'Names',
  dobs: 'Date of birth',
  dods: 'Date of death',
  relatives: 'Relatives',
  associates: 'Associates',
  jobs: 'Jobs',
  educations: 'Education',
  phones: 'Phone numbers',
  emails: 'Email addresses',
  locations: 'Address history',
  criminal_records: 'Criminal records',
  sex_offenses: 'Sex offender registrations',
  usernames: 'Usernames',
  social: 'Social profiles',
  businesses: 'Businesses',
  licenses: 'Licenses',
  bankruptcies: 'Bankruptcies',
  liens: 'Liens',
  judgments: 'Judgments',
  properties: 'Properties',
  vehicles: 'Vehicles',
  watercraft: 'Watercraft',
};

/** Keys never printed: internal pointers, coordinates, and what the headline and source line show already. */
const HIDDEN_KEYS = new Set(['pointer', 'location_pointer', 'source_type', 'last_seen', 'latitude', 'longitude']);
const HEADLINE_KEYS = ['name', 'owner', 'address', 'title', 'offense', 'display', 'date', 'content', 'school', 'type'];
const NAME_KEYS = new Set(['first', 'middle', 'last', 'suffix']);
const MONEY_KEY = /(price|value|amount|income|one_year|three_years|five_years)$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const isObject = (value: unknown): value is Fact =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function words(key: string): string {
  const text = key.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "MMM d, yyyy"; the placeholder date 2019-09-30 means the fact still holds (spec §9). */
export function displayDate(year: number, month: number, day: number): string {
  if (year === 2019 && month === 9 && day === 30) return 'Present';
  return `${MONTHS[month - 1] ?? ''} ${day}, ${year}`;
}

function money(value: number): string {
  return value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
}

/** A value as one short text: names, addresses, dates and ranges read as people write them. */
function inline(value: unknown, key = ''): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return MONEY_KEY.test(key) ? money(value) : value.toLocaleString('en-US');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') {
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return iso ? displayDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) : value;
  }
  if (Array.isArray(value))
    return value
      .map((item) => inline(item))
      .filter(Boolean)
      .join('; ');
  if (!isObject(value)) return '';
  const fact = value;
  if (typeof fact.year === 'number' && typeof fact.month === 'number' && typeof fact.day === 'number') {
    return displayDate(fact.year, fact.month, fact.day);
  }
  if ('start' in fact && 'end' in fact) return `${inline(fact.start)} to ${inline(fact.end) || 'Present'}`;
  if ('first' in fact && 'last' in fact) return [fact.first, fact.middle, fact.last].filter(Boolean).join(' ');
  if ('street' in fact && 'city' in fact) {
    return `${inline(fact.street)}, ${inline(fact.city)}, ${inline(fact.state_code ?? fact.state)} ${inline(fact.zip_code)}`.trim();
  }
  if ('city' in fact && 'state' in fact) return `${inline(fact.city)}, ${inline(fact.state)}`;
  if (isObject(fact.name)) return inline(fact.name);
  return Object.entries(fact)
    .filter(([entryKey, item]) => !HIDDEN_KEYS.has(entryKey) && item !== null && item !== '')
    .map(([entryKey, item]) => `${words(entryKey)} ${inline(item, entryKey)}`)
    .join(', ');
}

interface FactBlock {
  headline: string;
  details: string;
  source: string;
}

/** One fact as a headline, its other fields on one line, and where it comes from. */
function factBlock(fact: unknown): FactBlock {
  if (!isObject(fact)) return { headline: inline(fact), details: '', source: '' };
  // a name fact (names, aliases) is headed by the name itself, its type following as a detail
  const isName = typeof fact.first === 'string' && typeof fact.last === 'string';
  const headlineKey = isName
    ? undefined
    : HEADLINE_KEYS.find((key) => fact[key] !== undefined && fact[key] !== null && fact[key] !== '');
  const headline = isName ? inline(fact) : headlineKey ? inline(fact[headlineKey], headlineKey) : '';
  const details = Object.entries(fact)
    .filter(([key]) => key !== headlineKey && !HIDDEN_KEYS.has(key) && !(isName && NAME_KEYS.has(key)))
    .filter(
      ([, value]) => value !== null && value !== '' && value !== false && !(Array.isArray(value) && !value.length),
    )
    .map(([key, value]) => (value === true ? words(key) : `${words(key)}: ${inline(value, key)}`))
    .join('  ·  ');
  const source = [
    typeof fact.source_type === 'string' ? `Source: ${fact.source_type.replace(/_/g, ' ')}` : '',
    fact.last_seen ? `Last seen ${inline(fact.last_seen)}` : '',
  ]
    .filter(Boolean)
    .join('  ·  ');
  return { headline: headline || details, details: headline ? details : '', source };
}

/** The facts a report field holds, by group: a list, the lists of an object of lists, or one object. */
function groupsOf(field: string, value: unknown): Array<{ title: string; facts: unknown[] }> {
  if (Array.isArray(value)) return [{ title: FIELD_TITLES[field] ?? words(field), facts: value }];
  if (!isObject(value)) return [];
  const lists = Object.entries(value).filter(([, item]) => Array.isArray(item));
  if (lists.length) {
    return lists.map(([group, items]) => ({ title: FIELD_TITLES[group] ?? words(group), facts: items as unknown[] }));
  }
  return [{ title: FIELD_TITLES[field] ?? words(field), facts: [value] }];
}

export function reportTitle(report: RecordReport): string {
  const person = report.person;
  const primary = person?.names?.[0];
  if (primary) return inline(primary);
  if (report.type === 'location' && report.location?.address) return inline(report.location.address);
  if (report.phone) return report.phone.display;
  if (report.email) return report.email.address;
  return `Record ${report.recordId}`;
}

function sectionGroups(report: RecordReport, section: ReportSection): Array<{ title: string; facts: unknown[] }> {
  if (section === 'timeline') {
    const events = (report.timeline ?? []).map((event) => ({
      title: `${inline(event.date)}: ${event.title}`,
      source_type: event.source_type,
    }));
    return events.length ? [{ title: 'Events, newest first', facts: events }] : [];
  }
  if (report.type === 'location') {
    const location: Partial<LocationDetails> = report.location ?? {};
    if (section === 'map') {
      const address = location.address;
      if (!address) return [];
      const where = {
        title: inline(address),
        latitude_longitude: `${inline(address.latitude)}, ${inline(address.longitude)}`,
      };
      return [{ title: 'Address', facts: [where] }];
    }
    const field = LOCATION_SECTION_FIELDS[section]?.[0];
    if (!field) return [];
    const value = location[field];
    return groupsOf(field, value);
  }
  const person: Partial<PersonDetails> = report.person ?? {};
  return (PERSON_SECTION_FIELDS[section] ?? []).flatMap((field) => groupsOf(field, person[field]));
}

const GRAY = '#5b6270';
const BRAND = '#1a5fb4';

/** The PDF bytes of a report. `compress: false` keeps the text readable in the file (tests search it). */
export function renderReportPdf(report: RecordReport, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    compress: options.compress ?? true,
    info: { Title: `Beacon report: ${reportTitle(report)}`, Author: 'Beacon', Subject: `${report.type} report` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const generated = new Date(report.generated);

  doc.font('Helvetica-Bold').fontSize(22).fillColor('#000000').text(reportTitle(report));
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(GRAY)
    .text(
      `${words(report.type)} report  ·  Record ${report.recordId}  ·  Generated ${displayDate(
        generated.getUTCFullYear(),
        generated.getUTCMonth() + 1,
        generated.getUTCDate(),
      )}`,
    )
    .text('Not a consumer report: not for credit, employment, insurance or tenant decisions (FCRA).');

  const corrections = Object.entries(report.corrections).filter(([, correction]) => correction.active);
  for (const section of REPORT_SECTIONS[report.type]) {
    doc.moveDown(1.2).font('Helvetica-Bold').fontSize(15).fillColor(BRAND).text(SECTION_TITLES[section]);
    doc
      .moveTo(doc.page.margins.left, doc.y + 2)
      .lineTo(doc.page.margins.left + width, doc.y + 2)
      .strokeColor('#d0d4da')
      .stroke();
    doc.moveDown(0.4).fillColor('#000000');
    const lock = report.locked.find((entry) => entry.section === section);
    if (lock) {
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(GRAY)
        .text(`This section is part of the Premium Report (${lock.requiredItem.replace(/_/g, ' ')}).`);
      continue;
    }
    const groups = sectionGroups(report, section).filter((group) => group.facts.length > 0);
    if (!groups.length) doc.font('Helvetica').fontSize(10).fillColor(GRAY).text('No records found.');
    for (const group of groups) {
      doc.moveDown(0.3).font('Helvetica-Bold').fontSize(11).fillColor('#000000').text(group.title);
      for (const fact of group.facts) {
        const block = factBlock(fact);
        doc.moveDown(0.25).font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(block.headline, { indent: 8 });
        if (block.details) doc.font('Helvetica').fontSize(9).text(block.details, { indent: 8 });
        if (block.source) doc.font('Helvetica').fontSize(8).fillColor(GRAY).text(block.source, { indent: 8 });
      }
    }
    for (const [itemId, correction] of corrections.filter(([, item]) => item.section === section)) {
      doc
        .moveDown(0.3)
        .font('Helvetica')
        .fontSize(10)
        .fillColor(BRAND)
        .text(`Your correction of ${itemId}: ${correction.value}`);
    }
  }
  doc.end();
  return done;
}
