import { randomUUID } from 'node:crypto';

import { createPdfJobsRepository } from '../../src/repositories/pdf-jobs-repository';
import { buildTestApp, ENGINES, inject, json } from '../helper';
import { closeRecords, recordsContext, type RecordsContext } from '../records-helper';
import { createRecord } from '../report-helper';

// The PDF job worker (architecture §5: jobs in the database, polled by every instance): two instances never work
// the same job, a dead worker's claim is taken over after the lease and its late result is dropped, and a worker
// started with the app works the queue on its own.

describe.each(ENGINES)('PDF worker on %s', (engine) => {
  let context: RecordsContext;

  beforeAll(async () => {
    context = await recordsContext(engine, 100);
  }, 120_000);
  afterAll(async () => closeRecords(context));

  const accountOf = async ({ app, token }: RecordsContext) =>
    json<{ id: number }>(await inject(app, { method: 'GET', url: '/v1/me', token })).id;
  const job = (recordId: number) =>
    context.app.db.selectFrom('pdf_jobs').selectAll().where('record_id', '=', recordId).executeTakeFirstOrThrow();

  async function queued(count: number, prefix: string): Promise<number[]> {
    const ids: number[] = [];
    for (let k = 0; k < count; k += 1) {
      const id = await createRecord(context, {
        type: 'phone',
        data: { phone: `${prefix}${String(k).padStart(4, '0')}` },
      });
      const response = await inject(context.app, {
        method: 'POST',
        url: `/v1/me/records/${id}/pdf`,
        token: context.token,
      });
      expect(response.statusCode).toBe(202);
      ids.push(id);
    }
    return ids;
  }

  it('two instances on one database work each job exactly once', async () => {
    const second = await buildTestApp(context.database, { seed: false });
    try {
      const ids = await queued(6, '555100');
      const render = jest.spyOn(context.app.recordReports, 'build');
      const otherRender = jest.spyOn(second.recordReports, 'build');
      const [a, b] = await Promise.all([context.app.pdfWorker.runOnce(), second.pdfWorker.runOnce()]);
      expect(a + b).toBe(6);
      expect(render.mock.calls.length + otherRender.mock.calls.length).toBe(6);
      render.mockRestore();
      otherRender.mockRestore();
      for (const id of ids) expect(await job(id)).toMatchObject({ status: 'complete', attempts: 1 });
      // each completion told the member's live streams once, whichever instance worked it (issue 18 point 7)
      const events = await context.app.db
        .selectFrom('live_events')
        .select(['account_id', 'payload'])
        .where('topic', '=', 'pdf')
        .execute();
      for (const id of ids) {
        const announced = events.filter((row) => JSON.parse(row.payload ?? '{}').recordId === id);
        expect(announced).toEqual([
          { account_id: await accountOf(context), payload: JSON.stringify({ recordId: id, status: 'complete' }) },
        ]);
      }
    } finally {
      await second.close();
    }
  });

  it("takes over a claim older than the lease; the stale worker's result is dropped", async () => {
    const [id] = await queued(1, '555200');
    const stale = randomUUID();
    await context.app.db
      .updateTable('pdf_jobs')
      .set({ status: 'processing', claim_token: stale, claimed_at: Date.now() - 10 * 60_000, attempts: 1 })
      .where('record_id', '=', id!)
      .execute();
    expect(await context.app.pdfWorker.runOnce()).toBe(1);
    const done = await job(id!);
    expect(done).toMatchObject({ status: 'complete', attempts: 2, claim_token: null });
    expect(
      await createPdfJobsRepository(context.app.db).complete(done.id, stale, Buffer.from('late'), Date.now()),
    ).toBe(false);
    expect((await job(id!)).pdf).not.toEqual(Buffer.from('late'));
  });

  it('a fresh claim is left alone', async () => {
    const [id] = await queued(1, '555300');
    await context.app.db
      .updateTable('pdf_jobs')
      .set({ status: 'processing', claim_token: randomUUID(), claimed_at: Date.now(), attempts: 1 })
      .where('record_id', '=', id!)
      .execute();
    expect(await context.app.pdfWorker.runOnce()).toBe(0);
    expect(await job(id!)).toMatchObject({ status: 'processing', attempts: 1 });
  });

  it('started with the app, the worker polls the queue by itself until the status is complete', async () => {
    const app = await buildTestApp(context.database, { seed: false, startPdfWorker: true });
    try {
      const id = await createRecord(context, { type: 'email', data: { email: 'poll@example.invalid' } });
      const memberId = (await app.accounts.findByEmail('premium@demo.beacon.test'))!.id;
      await inject(app, { method: 'POST', url: `/v1/me/records/${id}/pdf`, token: context.token });
      const deadline = Date.now() + 10_000;
      let status = '';
      while (Date.now() < deadline && status !== 'complete') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = json<{ status: string }>(
          await inject(app, { method: 'GET', url: `/pdf/${memberId}/email/${id}`, token: context.token }),
        ).status;
      }
      expect(status).toBe('complete');
    } finally {
      await app.close();
    }
  });
});
