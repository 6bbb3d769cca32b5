import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { removalEvidenceResponseSchema, parseResponse } from '@beacon/validation';

import { BEACON_BROKER_SLUG, BROKER_CATALOG } from '../../../src/domain/guardian/broker-catalog';
import { recordCaptures, recordStatusChange } from '../../../src/repositories/guardian-removal-evidence-repository';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  loginTokens,
  MEMBERS,
  TestClock,
  type TestDatabase,
} from '../../helper';
import { solidPng } from '../../png-helper';
import { addFamilyMemberWithRemoval, type RemovalFixture } from '../../removal-evidence-helper';

// The proof of a removal through the API (issue 59 point 4), on both engines: the list in time order, a capture's
// bytes with their type, the PDF bundle as an attachment named after the reference, and none of it for another
// member (their own protection member's removal id, or another member's protection member).

const MEMBERS_URL = '/v1/me/personal-data-protection/members';
const MINUTE = 60_000;
/** a site of the catalog, so that the PDF names it as the member sees it */
const SITE = BROKER_CATALOG.find((broker) => broker.slug !== BEACON_BROKER_SLUG)!;

describe.each(ENGINES)('removal proof routes on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = new TestClock(Date.UTC(2026, 10, 2, 9));
  let guardian: string;
  let family: string;
  let mine: RemovalFixture;
  let theirs: RemovalFixture;
  const before = solidPng(20, 10, [220, 20, 20]);
  const after = solidPng(16, 8, [20, 180, 40]);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, { clock: clock.read });
    guardian = (await loginTokens(app, MEMBERS.guardian)).accessToken;
    family = (await loginTokens(app, MEMBERS.guardianFamily)).accessToken;
    const t = clock.now;
    mine = await addFamilyMemberWithRemoval(app.db, {
      accountId: (await app.accounts.findByEmail(MEMBERS.guardian))!.id,
      firstName: 'Robin',
      lastName: 'Evidence',
      now: t,
      reference: 'GRD-9C1E0F2A7B',
      brokerSlug: SITE.slug,
    });
    theirs = await addFamilyMemberWithRemoval(app.db, {
      accountId: (await app.accounts.findByEmail(MEMBERS.guardianFamily))!.id,
      firstName: 'Kim',
      lastName: 'Elsewhere',
      now: t,
      reference: 'GRD-0000000001',
    });
    await app.db.transaction().execute(async (trx) => {
      await recordCaptures(trx, mine, [
        {
          kind: 'before',
          mime: 'image/png',
          content: before,
          at: t,
          caption: 'ClearRecords listing before the request',
        },
      ]);
      await recordStatusChange(trx, {
        ...mine,
        status: 'submitted',
        cause: 'Guardian sent the opt-out form',
        at: t + MINUTE,
      });
      await recordStatusChange(trx, {
        ...mine,
        status: 'removed',
        cause: 'ClearRecords showed the listing removed',
        at: t + 3 * MINUTE,
      });
      await recordCaptures(trx, mine, [
        {
          kind: 'after',
          mime: 'image/png',
          content: after,
          at: t + 2 * MINUTE,
          caption: 'ClearRecords listing after the removal',
        },
      ]);
      await recordCaptures(trx, theirs, [
        { kind: 'before', mime: 'image/png', content: before, at: t, caption: 'Their listing before' },
      ]);
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const removalUrl = (fixture: RemovalFixture, removalId = fixture.removalId) =>
    `${MEMBERS_URL}/${fixture.memberId}/removals/${removalId}`;

  it('lists the proof in time order, as the contract says', async () => {
    const response = await inject(app, { method: 'GET', url: `${removalUrl(mine)}/evidence`, token: guardian });
    expect(response.statusCode).toBe(200);
    const { items } = parseResponse(removalEvidenceResponseSchema, json(response), 'GET evidence');
    expect(
      items.map(({ kind, caption, status, cause, at, mime }) => ({ kind, caption, status, cause, at, mime })),
    ).toEqual([
      {
        kind: 'before',
        caption: 'ClearRecords listing before the request',
        status: null,
        cause: null,
        at: '2026-11-02T09:00:00.000Z',
        mime: 'image/png',
      },
      {
        kind: 'status',
        caption: 'Submitted',
        status: 'submitted',
        cause: 'Guardian sent the opt-out form',
        at: '2026-11-02T09:01:00.000Z',
        mime: null,
      },
      {
        kind: 'after',
        caption: 'ClearRecords listing after the removal',
        status: null,
        cause: null,
        at: '2026-11-02T09:02:00.000Z',
        mime: 'image/png',
      },
      {
        kind: 'status',
        caption: 'Removed',
        status: 'removed',
        cause: 'ClearRecords showed the listing removed',
        at: '2026-11-02T09:03:00.000Z',
        mime: null,
      },
    ]);
  });

  it("serves a capture's bytes with their type, and no content for a status change", async () => {
    const { items } = json<{ items: Array<{ id: number; kind: string }> }>(
      await inject(app, { method: 'GET', url: `${removalUrl(mine)}/evidence`, token: guardian }),
    );
    const capture = items.find((item) => item.kind === 'after')!;
    const response = await inject(app, {
      method: 'GET',
      url: `${removalUrl(mine)}/evidence/${capture.id}`,
      token: guardian,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(response.rawPayload, after)).toBe(0);

    const status = items.find((item) => item.kind === 'status')!;
    const none = await inject(app, {
      method: 'GET',
      url: `${removalUrl(mine)}/evidence/${status.id}`,
      token: guardian,
    });
    expect([none.statusCode, json(none).message]).toEqual([404, 'Evidence not found']);
  });

  it('downloads the bundle as a PDF named after the reference, with both captures inside', async () => {
    const response = await inject(app, { method: 'GET', url: `${removalUrl(mine)}/proof.pdf`, token: guardian });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="removal-proof-GRD-9C1E0F2A7B.pdf"');
    const dir = mkdtempSync(path.join(tmpdir(), 'beacon-proof-route-'));
    try {
      const file = path.join(dir, 'proof.pdf');
      writeFileSync(file, response.rawPayload);
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
      for (const expected of [
        `Site: ${SITE.name}`,
        `Listing: ${mine.url}`,
        'Reference: GRD-9C1E0F2A7B',
        'Person: Robin Evidence',
        'Why: ClearRecords showed the listing removed',
      ]) {
        expect(text).toContain(expected);
      }
      const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
      expect(images.map((line) => line.trim().split(/\s+/).slice(3, 5).map(Number))).toEqual([
        [20, 10],
        [16, 8],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("gives another member none of it: not through their own member, not through this member's id", async () => {
    const { items } = json<{ items: Array<{ id: number }> }>(
      await inject(app, { method: 'GET', url: `${removalUrl(theirs)}/evidence`, token: family }),
    );
    const theirCapture = items[0]!.id;
    // the other account naming this member
    for (const url of [
      `${removalUrl(mine)}/evidence`,
      `${removalUrl(mine)}/proof.pdf`,
      `${removalUrl(mine)}/evidence/1`,
    ]) {
      const response = await inject(app, { method: 'GET', url, token: family });
      expect([url, response.statusCode, json(response).message]).toEqual([url, 404, 'Protection member not found']);
    }
    // this member with the other's removal, or with the other's capture under their own removal
    for (const url of [
      `${removalUrl(mine, theirs.removalId)}/evidence`,
      `${removalUrl(mine, theirs.removalId)}/proof.pdf`,
      `${removalUrl(mine, theirs.removalId)}/evidence/${theirCapture}`,
    ]) {
      const response = await inject(app, { method: 'GET', url, token: guardian });
      expect([url, response.statusCode, json(response).message]).toEqual([url, 404, 'Removal request not found']);
    }
    const crossed = await inject(app, {
      method: 'GET',
      url: `${removalUrl(mine)}/evidence/${theirCapture}`,
      token: guardian,
    });
    expect([crossed.statusCode, json(crossed).message]).toEqual([404, 'Evidence not found']);
    const anonymous = await inject(app, { method: 'GET', url: `${removalUrl(mine)}/proof.pdf` });
    expect(anonymous.statusCode).toBe(401);
  });
});
