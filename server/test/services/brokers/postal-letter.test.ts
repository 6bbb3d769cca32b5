import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { BROKER_CATALOG } from '../../../src/domain/guardian/broker-catalog';
import { renderRequestLetter } from '../../../src/domain/guardian/request-letter';
import {
  letterBody,
  normalizeTrackingNumber,
  postalAddressLines,
  renderPostalLetterPdf,
} from '../../../src/services/brokers/postal-letter';

// The postal channel (issue 59): the request letter as a PDF to print, sign and mail, read back with pdftotext
// (poppler-utils): the broker's postal address, the letter's text, the line to sign and the mailing record with its
// tracking number field.

const run = promisify(execFile);

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'postal-letter-'));
  try {
    const file = path.join(dir, 'letter.pdf');
    writeFileSync(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    return stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const corelogic = BROKER_CATALOG.find((broker) => broker.slug === 'corelogic');
if (!corelogic?.optOutAddress) throw new Error('the catalog has no postal broker corelogic');
const LISTING_URL = 'https://www.corelogic.com/property-owners/41';

const letterText = renderRequestLetter({
  broker: corelogic,
  subject: {
    firstName: 'Dana',
    middleName: 'R',
    lastName: 'Whitfield',
    otherNames: [],
    dob: '1979-04-02',
    addresses: [{ street: '12 Alder Court', city: 'Fresno', state: 'CA', zip: '93704' }],
    phones: [],
    emails: [],
    hasRelatives: false,
  },
  listing: { url: LISTING_URL, exposed: ['name', 'address'] },
  date: '2025-03-01',
  deadline: '2025-04-15',
  reference: 'GRD-0A1B2C3D4E',
});

describe('letterBody', () => {
  it("joins the e-mail's wrapped lines into paragraphs, keeping headings, the listing and the details on their own", () => {
    const body = letterBody(letterText);
    expect(body).toContain(
      'I, Dana R Whitfield, ask CoreLogic to delete all personal information it holds about me, to remove every listing about me from its website',
    );
    expect(body).toContain(`The listing I ask you to remove:\n  ${LISTING_URL}\n`);
    expect(body).toMatch(/^Via: .*\nReference: GRD-0A1B2C3D4E$/m);
    expect(body).not.toMatch(/Signature: _+/);
  });
});

describe('renderPostalLetterPdf', () => {
  it("holds the broker's postal address, the letter, the line to sign and the tracking number field", async () => {
    const pdf = await renderPostalLetterPdf({
      brokerName: corelogic.name,
      postalAddress: corelogic.optOutAddress!,
      signer: 'Dana R Whitfield',
      reference: 'GRD-0A1B2C3D4E',
      letter: { subject: 'Request to delete personal information', text: letterText },
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    const lines = text.split('\n').map((line) => line.trim());
    // the window block: the broker's name and each line of its address, the city with its state and ZIP
    const start = lines.indexOf('CoreLogic');
    expect(lines.slice(start, start + 5)).toEqual([
      'CoreLogic',
      'CoreLogic Consumer Services',
      'Attn: Privacy Requests',
      '40 Pacifica',
      'Suite 900',
    ]);
    expect(lines).toContain('Irvine, CA 92618');
    expect(text).toContain('Reference: GRD-0A1B2C3D4E');
    expect(text).toContain('I, Dana R Whitfield, ask CoreLogic to delete all personal information it holds about me');
    expect(text).toContain(LISTING_URL);
    expect(text).toContain('Address: 12 Alder Court, Fresno, CA 93704');
    expect(text).toContain('Signature of Dana R Whitfield');
    // the letter's typed signature line gives way to the drawn one
    expect(text).not.toMatch(/Signature: _+/);
    expect(text).toContain('Keep this page: your mailing record');
    expect(text).toMatch(/Tracking number:/);
    expect(text).toMatch(/Mailed on:/);
  });
});

describe('postalAddressLines', () => {
  it('puts each part of a catalog address on its line, the city with its state and ZIP', () => {
    expect(
      postalAddressLines('LexisNexis Consumer Center, Attn: Opt-Out, P.O. Box 105108, Atlanta, GA 30348-5108'),
    ).toEqual(['LexisNexis Consumer Center', 'Attn: Opt-Out', 'P.O. Box 105108', 'Atlanta, GA 30348-5108']);
    expect(postalAddressLines(['  Privacy Office ', '', '1 Main St'])).toEqual(['Privacy Office', '1 Main St']);
  });
});

describe('normalizeTrackingNumber', () => {
  it.each([
    ['9400 1000 0000 0000 0000 00', '9400100000000000000000'],
    ['ra123456789us', 'RA123456789US'],
    ['1Z 999 AA1 01 2345 6784', '1Z999AA10123456784'],
    ['7712-3456-7890', '771234567890'],
  ])('reads %s as %s', (raw, normalized) => {
    expect(normalizeTrackingNumber(raw)).toBe(normalized);
  });

  it.each(['', 'pending', '12345', 'RA123456789', 'https://tools.usps.com/go/TrackConfirmAction'])(
    'refuses %j',
    (raw) => {
      expect(normalizeTrackingNumber(raw)).toBeNull();
    },
  );
});
