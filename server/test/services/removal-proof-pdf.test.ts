import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { EvidenceWithContent } from '../../src/repositories/guardian-removal-evidence-repository';
import { proofTime, renderRemovalProofPdf } from '../../src/services/removal-proof-pdf';
import { solidPng } from '../png-helper';

// The proof PDF of a removal (issue 59 point 4), read back as a reader would: poppler's pdftotext for the words and
// pdfimages for the captures embedded in it.

const AT = Date.UTC(2026, 10, 2, 9, 0);
const MINUTE = 60_000;

let id = 0;
function piece(fields: Partial<EvidenceWithContent> & Pick<EvidenceWithContent, 'kind' | 'caption' | 'at'>) {
  id += 1;
  return {
    id,
    removalId: 7,
    memberId: 3,
    listingId: 5,
    mime: null,
    content: null,
    status: null,
    cause: null,
    ...fields,
  } satisfies EvidenceWithContent;
}

const reply = [
  'From: RecordHarbor Privacy <privacy@recordharbor.test>',
  'To: removals+GRD-7Q2K9M@inbound.beacon.test',
  'Subject: Re: Deletion request GRD-7Q2K9M',
  'Date: Mon, 02 Nov 2026 10:00:00 +0000',
  'Message-ID: <reply-1@recordharbor.test>',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'We received your deletion request. Our reference is RH-482913.',
  '',
].join('\r\n');

describe('removal proof PDF', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'beacon-proof-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has the listing, the person, every step in time order and the before and after captures as images', async () => {
    const pdf = await renderRemovalProofPdf({
      brokerName: 'RecordHarbor',
      listingUrl: 'http://127.0.0.1:2533/person/41-9f3a2b1c',
      reference: 'GRD-7Q2K9M',
      person: { firstName: 'Dana', lastName: 'Whitfield' },
      madeAt: AT + 90 * MINUTE,
      evidence: [
        piece({
          kind: 'before',
          caption: 'RecordHarbor listing before the request',
          mime: 'image/png',
          content: solidPng(40, 30, [200, 40, 40]),
          at: AT,
        }),
        piece({
          kind: 'letter',
          caption: 'The letter sent',
          mime: 'text/plain',
          content: Buffer.from('Please delete the record at http://127.0.0.1:2533/person/41-9f3a2b1c under the CCPA.'),
          at: AT + MINUTE,
        }),
        piece({
          kind: 'status',
          caption: 'Submitted',
          status: 'submitted',
          cause: 'Guardian e-mailed the letter',
          at: AT + 2 * MINUTE,
        }),
        piece({
          kind: 'reply',
          caption: 'Reply from RecordHarbor',
          mime: 'message/rfc822',
          content: Buffer.from(reply),
          at: AT + 60 * MINUTE,
        }),
        piece({
          kind: 'status',
          caption: 'Acknowledged',
          status: 'acknowledged',
          cause: 'RecordHarbor replied: we received your deletion request',
          at: AT + 61 * MINUTE,
        }),
        piece({
          kind: 'after',
          caption: 'RecordHarbor listing after the removal',
          mime: 'image/png',
          content: solidPng(32, 24, [40, 160, 60]),
          at: AT + 80 * MINUTE,
        }),
        piece({
          kind: 'status',
          caption: 'Removed',
          status: 'removed',
          cause: 'RecordHarbor showed the listing removed',
          at: AT + 81 * MINUTE,
        }),
      ],
    });
    const file = path.join(dir, 'proof.pdf');
    writeFileSync(file, pdf);

    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const order = [
      'Proof of removal',
      'Site: RecordHarbor',
      'Listing: http://127.0.0.1:2533/person/41-9f3a2b1c',
      'Reference: GRD-7Q2K9M',
      'Person: Dana Whitfield',
      `${proofTime(AT)}  RecordHarbor listing before the request`,
      `${proofTime(AT + MINUTE)}  The letter sent`,
      'Please delete the record at http://127.0.0.1:2533/person/41-9f3a2b1c under the CCPA.',
      `${proofTime(AT + 2 * MINUTE)}  Status: Submitted`,
      'Why: Guardian e-mailed the letter',
      'From: "RecordHarbor Privacy" <privacy@recordharbor.test>',
      'Subject: Re: Deletion request GRD-7Q2K9M',
      `Date: ${proofTime(AT + 60 * MINUTE)}`,
      'We received your deletion request. Our reference is RH-482913.',
      'Status: Acknowledged',
      'Why: RecordHarbor replied: we received your deletion request',
      'RecordHarbor listing after the removal',
      'Status: Removed',
      'Why: RecordHarbor showed the listing removed',
    ];
    const flat = text.replace(/[ \t]+/g, ' ');
    let from = 0;
    for (const expected of order) {
      const at = flat.indexOf(expected.replace(/[ \t]+/g, ' '), from);
      expect([expected, at >= 0]).toEqual([expected, true]);
      from = at + 1;
    }

    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/));
    // page, num, type, width, height: the two captures at their own size
    expect(images.map((columns) => [columns[2], Number(columns[3]), Number(columns[4])])).toEqual([
      ['image', 40, 30],
      ['image', 32, 24],
    ]);
  });

  it('says so when nothing has been recorded', async () => {
    const file = path.join(dir, 'empty.pdf');
    writeFileSync(
      file,
      await renderRemovalProofPdf({
        brokerName: 'ClearRecords',
        listingUrl: 'http://127.0.0.1:2531/person/1-0a1b2c3d',
        reference: 'GRD-EMPTY1',
        person: { firstName: 'Ari', lastName: 'Lee' },
        madeAt: AT,
        evidence: [],
      }),
    );
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Nothing has been recorded yet.');
    expect(execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n')).toHaveLength(2);
  });
});
