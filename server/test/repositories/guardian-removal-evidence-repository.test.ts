import type { FastifyInstance } from 'fastify';

import {
  createGuardianRemovalEvidenceRepository,
  recordCaptures,
  recordStatusChange,
} from '../../src/repositories/guardian-removal-evidence-repository';
import type { Capture } from '../../src/services/brokers/broker-adapter';
import { buildTestApp, createTestDatabase, ENGINES, MEMBERS, TestClock, type TestDatabase } from '../helper';
import { solidPng } from '../png-helper';
import { addFamilyMemberWithRemoval, type RemovalFixture } from '../removal-evidence-helper';

// The proof of a removal (issue 59 point 4) as the pipeline records it: the adapters' captures and each status change
// with its cause, in the transaction that changes the request; read back in time order, the bytes only for their
// own member.

describe.each(ENGINES)('guardian removal evidence repository on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = new TestClock(Date.UTC(2026, 10, 2, 9));
  let first: RemovalFixture;
  let other: RemovalFixture;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, { clock: clock.read });
    const accountId = (await app.accounts.findByEmail(MEMBERS.guardian))!.id;
    const otherAccountId = (await app.accounts.findByEmail(MEMBERS.guardianFamily))!.id;
    first = await addFamilyMemberWithRemoval(app.db, {
      accountId,
      firstName: 'Robin',
      lastName: 'Evidence',
      now: clock.now,
      reference: 'GRD-AAAA01',
    });
    other = await addFamilyMemberWithRemoval(app.db, {
      accountId: otherAccountId,
      firstName: 'Kim',
      lastName: 'Elsewhere',
      now: clock.now,
      reference: 'GRD-BBBB02',
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('records captures and status changes in one transaction and lists them in time order without the bytes', async () => {
    const before = solidPng(4, 3, [200, 30, 30]);
    const after = solidPng(4, 3, [30, 200, 30]);
    const t = clock.now;
    const captures: Capture[] = [
      {
        kind: 'before',
        mime: 'image/png',
        content: before,
        at: t + 10,
        caption: 'ClearRecords listing before the request',
      },
      {
        kind: 'letter',
        mime: 'text/plain',
        content: Buffer.from('Dear ClearRecords, delete it.'),
        at: t + 20,
        caption: 'The letter sent',
      },
    ];
    const ids = await app.db.transaction().execute(async (trx) => {
      const added = await recordCaptures(trx, first, captures);
      await recordStatusChange(trx, { ...first, status: 'submitted', cause: 'Guardian sent the request', at: t + 30 });
      // recorded later, happened earlier: the list is by time, not by insertion
      await recordStatusChange(trx, { ...first, status: 'acknowledged', cause: 'ClearRecords replied', at: t + 40 });
      added.push(
        ...(await recordCaptures(trx, first, [
          { kind: 'after', mime: 'image/png', content: after, at: t + 5, caption: 'After' },
        ])),
      );
      return added;
    });
    expect(ids).toHaveLength(3);

    const repository = createGuardianRemovalEvidenceRepository(app.db);
    const listed = await repository.forRemoval(first.removalId);
    expect(listed.map((item) => [item.kind, item.caption, item.status, item.cause, item.at - t])).toEqual([
      ['after', 'After', null, null, 5],
      ['before', 'ClearRecords listing before the request', null, null, 10],
      ['letter', 'The letter sent', null, null, 20],
      ['status', 'Submitted', 'submitted', 'Guardian sent the request', 30],
      ['status', 'Acknowledged', 'acknowledged', 'ClearRecords replied', 40],
    ]);
    expect(listed.every((item) => !('content' in item))).toBe(true);
    expect(listed.map((item) => item.mime)).toEqual(['image/png', 'image/png', 'text/plain', null, null]);

    const withContent = await repository.forRemovalWithContent(first.removalId);
    expect(Buffer.compare(withContent[1]!.content!, before)).toBe(0);
    expect(withContent[3]!.content).toBeNull();
  });

  it("gives a capture's bytes only to its own member", async () => {
    const repository = createGuardianRemovalEvidenceRepository(app.db);
    const before = (await repository.forRemoval(first.removalId)).find((item) => item.kind === 'before')!;
    const content = await repository.content(first.memberId, before.id);
    expect(content?.mime).toBe('image/png');
    expect(content?.removalId).toBe(first.removalId);
    expect(Buffer.compare(content!.content, solidPng(4, 3, [200, 30, 30]))).toBe(0);
    expect(await repository.content(other.memberId, before.id)).toBeUndefined();
    // a status change has no content
    const status = (await repository.forRemoval(first.removalId)).find((item) => item.kind === 'status')!;
    expect(await repository.content(first.memberId, status.id)).toBeUndefined();
  });

  it("lists a listing's proof across its removals and nothing of another listing", async () => {
    await recordStatusChange(app.db, {
      ...other,
      status: 'removed',
      cause: 'the member said it is done',
      at: clock.now,
    });
    const repository = createGuardianRemovalEvidenceRepository(app.db);
    expect((await repository.forListing(first.listingId)).map((item) => item.removalId)).toEqual(
      Array.from({ length: 5 }, () => first.removalId),
    );
    expect(await repository.forListing(other.listingId)).toEqual([
      expect.objectContaining({ kind: 'status', status: 'removed', cause: 'the member said it is done' }),
    ]);
  });

  it('adds nothing when the transaction that changes the request fails', async () => {
    const count = async () =>
      (await createGuardianRemovalEvidenceRepository(app.db).forRemoval(other.removalId)).length;
    const was = await count();
    await expect(
      app.db.transaction().execute(async (trx) => {
        await recordStatusChange(trx, {
          ...other,
          status: 'reappeared',
          cause: 'a scan found it again',
          at: clock.now,
        });
        throw new Error('the status write lost its compare-and-swap');
      }),
    ).rejects.toThrow('compare-and-swap');
    expect(await count()).toBe(was);
  });
});
