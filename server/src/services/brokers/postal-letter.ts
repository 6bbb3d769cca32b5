import PDFDocument from 'pdfkit';

// The postal channel (issue 59 point 1): a broker that takes removal requests only by post gets the request letter
// printed, signed and mailed by the member. This renders it as a PDF: the broker's postal address where a window
// envelope shows it, the letter as renderRequestLetter wrote it, a line for the signature; and, on a page of its own
// the member keeps, where to write the day it was mailed and the tracking number, which the member records in Beacon
// (normalizeTrackingNumber reads what they type). pdfkit's built-in Helvetica needs no font files (WinAnsi text).

export interface PostalLetterInput {
  brokerName: string;
  /** the broker's postal address: as the catalog writes it (one line, parts separated by commas), or its lines */
  postalAddress: string | readonly string[];
  /** who signs: the person, or their authorized agent ("Alex Doe, authorized agent of Dana Doe") */
  signer: string;
  /** the removal request's reference, GRD-… */
  reference: string;
  letter: { subject: string; text: string };
}

/** What the member records of a letter they mailed. */
export interface PostalMailing {
  /** the carrier's tracking number, normalized (normalizeTrackingNumber) */
  trackingNumber: string;
  /** the day it was mailed, YYYY-MM-DD */
  mailedOn: string;
}

const CITY_STATE_ZIP_TAIL = /^[A-Z]{2} \d{5}(-\d{4})?$/;

/**
 * The lines of a postal address for the envelope window. A catalog address is one line of comma-separated parts
 * ("CoreLogic Consumer Services, Attn: Privacy Requests, 40 Pacifica, Suite 900, Irvine, CA 92618"): each part a
 * line, except that the city stays with its state and ZIP ("Irvine, CA 92618").
 */
export function postalAddressLines(address: string | readonly string[]): string[] {
  if (typeof address !== 'string') return address.map((line) => line.trim()).filter(Boolean);
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1);
  if (parts.length >= 2 && last && CITY_STATE_ZIP_TAIL.test(last)) {
    const city = parts[parts.length - 2];
    return [...parts.slice(0, -2), `${city}, ${last}`];
  }
  return parts;
}

// what the member types is read as the contract reads it (the mailing form and PUT …/mailing)
export { normalizeTrackingNumber } from '@beacon/validation';

/** A line the letter wraps at its own width (for e-mail), which the next line continues. */
const WRAPPED_AT = 90;

/**
 * The letter's own text without its typed signature line (the PDF draws the line to sign on), its paragraphs joined
 * again: the letter is wrapped for a plain-text e-mail, and the page, narrower, wraps them itself. A line continues
 * the one before when that one ran to the e-mail's width and neither is indented (the listing and the person's
 * details are) nor a heading line such as "Reference: …".
 */
export function letterBody(text: string): string {
  const lines = text.split('\n').filter((line) => !/^\s*Signature:\s*_+\s*$/.test(line));
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const continues =
      previous !== undefined &&
      previous.length >= WRAPPED_AT &&
      !/^\s/.test(previous) &&
      line.trim() !== '' &&
      !/^\s/.test(line) &&
      !/^[A-Z][A-Za-z-]*: /.test(line);
    if (continues) joined[joined.length - 1] = `${previous} ${line}`;
    else joined.push(line);
  }
  return joined.join('\n').trimEnd();
}

const GRAY = '#5b6270';

/** The PDF bytes of a postal request letter. `compress: false` keeps the text readable in the file. */
export function renderPostalLetterPdf(input: PostalLetterInput, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 72,
    compress: options.compress ?? true,
    info: { Title: `${input.letter.subject} (${input.reference})`, Author: input.signer, Subject: input.brokerName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // the recipient block where a #10 window envelope shows it (about 2 inches from the top, 7/8 inch from the left)
  doc.font('Helvetica').fontSize(11).fillColor('#000000');
  doc.text([input.brokerName, ...postalAddressLines(input.postalAddress)].join('\n'), 63, 144, { width: 288 });

  // the closing ("Sincerely," and the name) stays on the page of the line to sign, never alone on the next one
  const body = letterBody(input.letter.text);
  const closingAt = body.lastIndexOf('\nSincerely,');
  const [main, closing] = closingAt >= 0 ? [body.slice(0, closingAt), body.slice(closingAt + 1)] : [body, ''];
  const textOptions = { width, lineGap: 2 };
  doc.moveDown(3).font('Helvetica').fontSize(10.5).text(main, left, doc.y, textOptions);
  const bottom = doc.page.height - doc.page.margins.bottom;
  if (doc.y + doc.heightOfString(`\n${closing}`, textOptions) + 50 > bottom) doc.addPage();
  if (closing) doc.text(`\n${closing}`, left, doc.y, textOptions);

  // the line to sign on, and the day it is signed
  doc.moveDown(2);
  const lineY = doc.y;
  doc
    .moveTo(left, lineY)
    .lineTo(left + 260, lineY)
    .moveTo(left + 300, lineY)
    .lineTo(left + width, lineY)
    .strokeColor('#000000')
    .stroke();
  doc
    .fontSize(9)
    .fillColor(GRAY)
    .text(`Signature of ${input.signer}`, left, lineY + 4, { width: 260 });
  doc.text('Date', left + 300, lineY + 4, { width: width - 300 });

  // what the member keeps (and does not mail): where the day of mailing and the tracking number are written down
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#000000').text('Keep this page: your mailing record');
  doc
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(10.5)
    .text(
      `Sign the letter, mail it to ${input.brokerName} at the address in its top left corner, by certified mail or ` +
        'another service with tracking, and enter the tracking number in Beacon, so the request shows when it was mailed ' +
        'and the proof of your removal holds it.',
      { width },
    );
  doc.moveDown(1).text(`Reference: ${input.reference}`);
  doc.moveDown(0.5).text(`Mail to: ${[input.brokerName, ...postalAddressLines(input.postalAddress)].join(', ')}`, {
    width,
  });
  for (const label of ['Mailed on', 'Tracking number']) {
    doc.moveDown(1.5);
    const y = doc.y;
    doc.text(`${label}:`, left, y);
    doc
      .moveTo(left + 110, y + 11)
      .lineTo(left + width, y + 11)
      .stroke();
  }
  doc.end();
  return done;
}
