import PDFDocument from 'pdfkit';
import { REPORT_SECTIONS, type ReportSection } from '@beacon/validation';

import { LOCATION_SECTION_FIELDS, PERSON_SECTION_FIELDS } from './report-layout';
import type { RecordReport } from './record-reports-service';

// Renders a record's report as a PDF (issue 7 "PDF": the finished PDF contains the report's sections). The title is
// the person's name (or the address, number or e-mail the record is about); then every section of the record type
// in layout order, each fact on its own lines with its source and last-seen date. Locked sections say what unlocks
// them; the member's active corrections follow the section they correct. pdfkit's built-in Helvetica needs no font
// files; the data set's names are ASCII.

type Fact = Record<string, unknown>;

const SKIPPED_KEYS = new Set(['pointer', 'location_pointer', 'source_type', 'last_seen', 'latitude', 'longitude']);

const SECTION_TITLES: Partial<Record<ReportSection, string>> = {
  sex_offenders: 'Sex offenders',
  ownership_history: 'Ownership history',
  crime_stats: 'Crime statistics',
};

function sectionTitle(section: ReportSection): string {
  return SECTION_TITLES[section] ?? section[0]!.toUpperCase() + section.slice(1).replace(/_/g, ' ');
}

function label(key: string): string {
  return key.replace(/_/g, ' ');
}

const isObject = (value: unknown): value is Fact =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one short text: names, addresses, dates and ranges read as people write them. */
function inline(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(inline).filter(Boolean).join('; ');
  const fact = value as Fact;
  if ('year' in fact && 'month' in fact && 'day' in fact) {
    return `${String(fact.year)}-${String(fact.month).padStart(2, '0')}-${String(fact.day).padStart(2, '0')}`;
  }
  if ('start' in fact && 'end' in fact) return `${inline(fact.start)} to ${inline(fact.end) || 'present'}`;
  if ('first' in fact && 'last' in fact) return [fact.first, fact.middle, fact.last].filter(Boolean).join(' ');
  if ('street' in fact && 'city' in fact) {
    return `${inline(fact.street)}, ${inline(fact.city)}, ${inline(fact.state_code ?? fact.state)} ${inline(fact.zip_code)}`.trim();
  }
  return Object.entries(fact)
    .filter(([key, item]) => !SKIPPED_KEYS.has(key) && item !== null && item !== '')
    .map(([key, item]) => `${label(key)} ${inline(item)}`)
    .join(', ');
}

/** The lines of one fact: its fields, then where it comes from. */
function factLines(fact: unknown): string[] {
  if (!isObject(fact)) return [inline(fact)];
  const head = inline(fact.name ?? fact.address ?? fact.title ?? fact.offense ?? fact.number ?? fact.content ?? '');
  const details = Object.entries(fact)
    .filter(
      ([key, value]) =>
        !SKIPPED_KEYS.has(key) && value !== null && value !== '' && !(Array.isArray(value) && !value.length),
    )
    .filter(([key]) => !['name', 'address', 'title', 'offense', 'number', 'content'].includes(key) || !head)
    .map(([key, value]) => `${label(key)}: ${inline(value)}`);
  const source = [
    fact.source_type ? `source ${inline(fact.source_type)}` : '',
    fact.last_seen ? `last seen ${inline(fact.last_seen)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return [head, ...details, source ? `(${source})` : ''].filter(Boolean);
}

/** The facts a report field holds: a list, the lists of an object of lists, or one object. */
function factsOf(value: unknown): Array<{ group?: string; fact: unknown }> {
  if (Array.isArray(value)) return value.map((fact) => ({ fact }));
  if (!isObject(value)) return [];
  const lists = Object.entries(value).filter(([, item]) => Array.isArray(item));
  if (lists.length) {
    return lists.flatMap(([group, items]) => (items as unknown[]).map((fact) => ({ group: label(group), fact })));
  }
  return [{ fact: value }];
}

export function reportTitle(report: RecordReport): string {
  const person = report.person;
  const names = person && Array.isArray(person.names) ? (person.names as Fact[]) : [];
  if (names[0]) return inline(names[0]);
  if (report.type === 'location' && report.location?.address) return inline(report.location.address);
  if (report.phone) return report.phone.display;
  if (report.email) return report.email.address;
  return `Record ${report.recordId}`;
}

function sectionFacts(
  report: RecordReport,
  section: ReportSection,
): Array<{ field: string; group?: string; fact: unknown }> {
  if (section === 'timeline') {
    return (report.timeline ?? []).map((event) => ({
      field: 'timeline',
      fact: { title: `${inline(event.date)}  ${event.title}`, source_type: event.source_type },
    }));
  }
  if (report.type === 'location') {
    const field = LOCATION_SECTION_FIELDS[section]?.[0] ?? '';
    const value = report.location?.[field];
    if (section === 'map' && isObject(value)) {
      return [{ field, fact: { title: `Latitude ${inline(value.latitude)}, longitude ${inline(value.longitude)}` } }];
    }
    return factsOf(value).map((entry) => ({ field, ...entry }));
  }
  const person = report.person ?? {};
  return (PERSON_SECTION_FIELDS[section] ?? []).flatMap((field) =>
    factsOf(person[field]).map((entry) => ({ field, ...entry })),
  );
}

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

  doc.font('Helvetica-Bold').fontSize(22).text(reportTitle(report));
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(`Beacon ${report.type} report, record ${report.recordId}, generated ${report.generated.slice(0, 10)}`)
    .text('Not a consumer report: not for credit, employment, insurance or tenant decisions (FCRA).');
  doc.fillColor('#000000');

  const corrections = Object.entries(report.corrections).filter(([, correction]) => correction.active);
  for (const section of REPORT_SECTIONS[report.type]) {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(14).text(sectionTitle(section));
    doc.font('Helvetica').fontSize(10);
    const lock = report.locked.find((entry) => entry.section === section);
    if (lock) {
      doc.text(`Locked: this section needs the ${lock.requiredItem.replace(/_/g, ' ')} item.`);
      continue;
    }
    const facts = sectionFacts(report, section);
    if (!facts.length) doc.fillColor('#555555').text('No records found.').fillColor('#000000');
    for (const { field, group, fact } of facts) {
      const lines = factLines(fact);
      doc.moveDown(0.3);
      doc.font('Helvetica-Bold').text(`${group ?? label(field)}: ${lines[0] ?? ''}`);
      doc.font('Helvetica');
      for (const line of lines.slice(1)) doc.text(line, { indent: 12 });
    }
    for (const [itemId, correction] of corrections.filter(([, item]) => item.section === section)) {
      doc
        .moveDown(0.3)
        .fillColor('#1a5fb4')
        .text(`Your correction of ${itemId}: ${correction.value}`)
        .fillColor('#000000');
    }
  }
  doc.end();
  return done;
}
