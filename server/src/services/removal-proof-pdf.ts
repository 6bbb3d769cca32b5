import { simpleParser } from 'mailparser';
import PDFDocument from 'pdfkit';

import { REMOVAL_STATUS_LABELS } from '@beacon/validation';

import type { EvidenceWithContent } from '../repositories/guardian-removal-evidence-repository';

// The proof bundle of one removal as a PDF (issue 59 point 4): which listing on which site, the request's reference
// and whose it is (first and last name only: the bundle may be forwarded to the site or a regulator, and needs no
// more), then everything that happened in time order: each status change with its time and cause, the letter sent,
// each reply's text, and the listing page before and after as the images Chromium captured, under their captions.
// pdfkit's built-in Helvetica needs no font files.

export interface RemovalProof {
  brokerName: string;
  listingUrl: string;
  reference: string;
  person: { firstName: string; lastName: string };
  /** in time order, with content (a status change has none) */
  evidence: EvidenceWithContent[];
  /** when the bundle was made */
  madeAt: number;
}

const GRAY = '#5b6270';
const BRAND = '#1a5fb4';
/** the captures Chromium takes; pdfkit embeds them (anything else is named, not drawn) */
const IMAGE_TYPES = new Set(['image/png']);
const MAX_IMAGE_HEIGHT = 320;

/** "2026-11-02 09:00 UTC": the proof is read by people in other time zones, so its times say theirs. */
export function proofTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** A PNG's size, from its IHDR chunk (bytes 16–23), to scale it and to know whether it fits on the page. */
function pngSize(content: Buffer): { width: number; height: number } | null {
  if (content.length < 24 || content.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: content.readUInt32BE(16), height: content.readUInt32BE(20) };
}

/** A reply as the member and a reader of the proof see it: who wrote, the subject, the date and the text. */
async function replyText(mime: string, content: Buffer): Promise<string> {
  if (mime !== 'message/rfc822') return content.toString('utf8');
  const mail = await simpleParser(content);
  const lines = [
    mail.from?.text ? `From: ${mail.from.text}` : null,
    mail.subject ? `Subject: ${mail.subject}` : null,
    mail.date ? `Date: ${proofTime(mail.date.getTime())}` : null,
  ].filter((line): line is string => line !== null);
  return [...lines, '', (mail.text ?? '').trim()].join('\n');
}

/** The PDF bytes of a removal's proof. `compress: false` keeps the text readable in the file. */
export async function renderRemovalProofPdf(
  proof: RemovalProof,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  // replies are parsed before drawing starts: pdfkit writes as it is told, in order
  const texts = new Map<number, string>();
  for (const item of proof.evidence) {
    if (item.content === null || item.mime === null || IMAGE_TYPES.has(item.mime)) continue;
    texts.set(
      item.id,
      item.kind === 'reply' ? await replyText(item.mime, item.content) : item.content.toString('utf8'),
    );
  }

  const person = `${proof.person.firstName} ${proof.person.lastName}`.trim();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    compress: options.compress ?? true,
    info: { Title: `Proof of removal ${proof.reference}`, Author: 'Beacon', Subject: `${proof.brokerName} listing` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#000000').text('Proof of removal');
  doc.moveDown(0.4).font('Helvetica').fontSize(10).fillColor('#000000');
  for (const [label, value] of [
    ['Site', proof.brokerName],
    ['Listing', proof.listingUrl],
    ['Reference', proof.reference],
    ['Person', person],
  ] as const) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
  doc.fillColor(GRAY).text(`Made by Beacon on ${proofTime(proof.madeAt)}`);

  doc.moveDown(1).font('Helvetica-Bold').fontSize(14).fillColor(BRAND).text('What happened');
  if (!proof.evidence.length) {
    doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor(GRAY).text('Nothing has been recorded yet.');
  }
  for (const item of proof.evidence) {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).fillColor('#000000');
    if (item.kind === 'status' && item.status !== null) {
      doc.text(`${proofTime(item.at)}  Status: ${REMOVAL_STATUS_LABELS[item.status]}`);
      if (item.cause) doc.font('Helvetica').fontSize(10).text(`Why: ${item.cause}`);
      continue;
    }
    doc.text(`${proofTime(item.at)}  ${item.caption}`);
    const text = texts.get(item.id);
    if (text !== undefined) {
      doc.moveDown(0.2).font('Helvetica').fontSize(9).fillColor('#000000').text(text, { width });
    } else if (item.content !== null && item.mime !== null && IMAGE_TYPES.has(item.mime)) {
      const image = pngSize(item.content);
      if (!image || !image.width || !image.height) {
        doc.font('Helvetica').fontSize(9).fillColor(GRAY).text('The capture could not be read as an image.');
        continue;
      }
      const scale = Math.min(1, width / image.width, MAX_IMAGE_HEIGHT / image.height);
      const height = image.height * scale;
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      // placed at the cursor, the image moves it past itself
      doc.moveDown(0.2).image(item.content, { width: image.width * scale, height });
    }
  }
  doc.end();
  return done;
}
