import { sql } from 'kysely';

import { jobSchemaName } from '../../../src/db/job-schema-name';
import { buildTestApp, ENGINES, inject, json, TestClock } from '../../helper';
import { closeRecords, recordsContext, type RecordsContext } from '../../records-helper';
import { createRecord, peopleWith, pointerOf } from '../../report-helper';

// The render-pdf job (issue 57 point 2; it replaced the pdf_jobs poller): a requested PDF is rendered by the job
// engine; the complete status and its live event commit in one transaction, or neither does; a job taken over after
// its worker died renders once and announces once; a gone record fails at once; other failures retry with backoff
// and, their tries spent, fail for good through onFailed. Two instances never render one PDF twice.

describe.each(ENGINES)('render-pdf job on %s', (engine) => {
  let context: RecordsContext;
  let accountId: number;
  const clock = new TestClock();

  beforeAll(async () => {
    context = await recordsContext(engine, 100, { clock: clock.read });
    accountId = json<{ id: number }>(
      await inject(context.app, { method: 'GET', url: '/v1/me', token: context.token }),
    ).id;
  }, 120_000);
  afterAll(async () => closeRecords(context));

  const pgBossJobs = () =>
    sql.table(
      `${jobSchemaName(context.database.config.kind === 'postgres' ? context.database.config.schema! : '')}.job`,
    );

  /** Moves time on: the app's clock, and on PostgreSQL pg-boss's due and start times. */
  async function advance(ms: number): Promise<void> {
    clock.advance(ms);
    if (engine !== 'postgres') return;
    await sql`update ${pgBossJobs()} set start_after = start_after - ${`${ms} milliseconds`}::interval,
      started_on = started_on - ${`${ms} milliseconds`}::interval`.execute(context.app.db);
  }

  /** The id of the render-pdf job sent last. */
  async function lastJobId(): Promise<string> {
    const { rows } =
      engine === 'sqlite'
        ? await sql<{ id: number }>`select id from jobs where name = 'render-pdf' order by id desc limit 1`.execute(
            context.app.db,
          )
        : await sql<{ id: string }>`select id from ${pgBossJobs()} where name = 'render-pdf'
            order by created_on desc limit 1`.execute(context.app.db);
    return String(rows[0]!.id);
  }

  /** The job's worker claimed it and died before completing it: the engine sees it running. */
  async function diedWhileRunning(id: string): Promise<void> {
    if (engine === 'sqlite') {
      await context.app.db
        .updateTable('jobs')
        .set({ state: 'active', lease_token: 'dead', lease_expires_at: clock.now + 2 * 60 * 1000, attempts: 1 })
        .where('id', '=', Number(id))
        .execute();
    } else {
      await sql`update ${pgBossJobs()} set state = 'active', started_on = now() where id = ${id}::uuid`.execute(
        context.app.db,
      );
    }
  }

  /** Drains past the job's expiry: SQLite takes it over at once, pg-boss retries it after its retry delay. */
  async function drainAfterExpiry(): Promise<number> {
    await advance(3 * 60 * 1000);
    let worked = await context.app.jobs.drain('render-pdf');
    await advance(60_000);
    worked += await context.app.jobs.drain('render-pdf');
    return worked;
  }

  const row = (recordId: number) =>
    context.app.db.selectFrom('pdf_jobs').selectAll().where('record_id', '=', recordId).executeTakeFirstOrThrow();
  const events = async (recordId: number) =>
    (
      await context.app.db
        .selectFrom('live_events')
        .select(['account_id', 'payload'])
        .where('topic', '=', 'pdf')
        .orderBy('id')
        .execute()
    )
      .map((event) => ({ accountId: event.account_id, ...JSON.parse(event.payload ?? '{}') }))
      .filter((event) => event.recordId === recordId);

  let phones = 0;
  async function requested(): Promise<number> {
    phones += 1;
    const id = await createRecord(context, {
      type: 'phone',
      data: { phone: `555300${String(phones).padStart(4, '0')}` },
    });
    const response = await inject(context.app, {
      method: 'POST',
      url: `/v1/me/records/${id}/pdf`,
      token: context.token,
    });
    expect(response.statusCode).toBe(202);
    return id;
  }

  it('renders a requested PDF and announces it once, in the transaction that completes it', async () => {
    const recordId = await requested();
    const id = await lastJobId();
    expect(await row(recordId)).toMatchObject({ status: 'queued', pdf: null });
    expect(await context.app.jobs.drain('render-pdf')).toBe(1);
    const done = await row(recordId);
    expect(done.status).toBe('complete');
    expect(Buffer.from(done.pdf!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await events(recordId)).toEqual([{ accountId, recordId, status: 'complete' }]);
    expect(await context.app.jobs.get(id)).toMatchObject({ state: 'completed', attempts: 1 });
  });

  it('requesting a PDF stores its row and its job in one transaction: a failure after the send leaves neither', async () => {
    phones += 1;
    const recordId = await createRecord(context, {
      type: 'phone',
      data: { phone: `555300${String(phones).padStart(4, '0')}` },
    });
    const before = await lastJobId();
    const send = context.app.jobs.send.bind(context.app.jobs);
    const crash = jest.spyOn(context.app.jobs, 'send').mockImplementation(async (...args) => {
      await send(...args);
      throw new Error('crash after the send');
    });
    try {
      const response = await inject(context.app, {
        method: 'POST',
        url: `/v1/me/records/${recordId}/pdf`,
        token: context.token,
      });
      expect(response.statusCode).toBe(500);
      expect(crash).toHaveBeenCalledTimes(1);
    } finally {
      crash.mockRestore();
    }
    expect(
      await context.app.db.selectFrom('pdf_jobs').select('id').where('record_id', '=', recordId).execute(),
    ).toEqual([]);
    expect(await lastJobId()).toBe(before);
  });

  it('a failure after the status write inside the transaction leaves neither the status nor the event', async () => {
    const recordId = await requested();
    const { id: pdfJobId } = await row(recordId);
    // the live event's insert fails once the complete status is written in the same transaction
    if (engine === 'sqlite') {
      await sql`create trigger crash_after_status before insert on live_events
        when exists (select 1 from pdf_jobs where id = ${sql.lit(pdfJobId)} and status = 'complete')
        begin select raise(abort, 'crash after the status write'); end`.execute(context.app.db);
    } else {
      await sql`create function crash_after_status() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from pdf_jobs where id = ${sql.lit(pdfJobId)} and status = 'complete') then
            raise exception 'crash after the status write';
          end if;
          return new;
        end $$`.execute(context.app.db);
      await sql`create trigger crash_after_status before insert on live_events
        for each row execute function crash_after_status()`.execute(context.app.db);
    }
    try {
      expect(await context.app.jobs.drain('render-pdf')).toBe(1);
    } finally {
      await sql`drop trigger crash_after_status${engine === 'postgres' ? sql` on live_events` : sql``}`.execute(
        context.app.db,
      );
      if (engine === 'postgres') await sql`drop function crash_after_status()`.execute(context.app.db);
    }
    expect(await row(recordId)).toMatchObject({ status: 'queued', pdf: null });
    expect(await events(recordId)).toEqual([]);
    // the try failed and is retried: then both commit
    await advance(11_000);
    expect(await context.app.jobs.drain('render-pdf')).toBe(1);
    expect((await row(recordId)).status).toBe('complete');
    expect(await events(recordId)).toEqual([{ accountId, recordId, status: 'complete' }]);
  });

  it('a job taken over after its worker died before committing renders once and announces once', async () => {
    const recordId = await requested();
    const id = await lastJobId();
    await diedWhileRunning(id);
    const build = jest.spyOn(context.app.recordReports, 'build');
    try {
      // its lease (pg-boss: its expiry) still runs: nobody takes it
      expect(await context.app.jobs.drain('render-pdf')).toBe(0);
      expect(await drainAfterExpiry()).toBe(1);
      expect(build).toHaveBeenCalledTimes(1);
    } finally {
      build.mockRestore();
    }
    expect((await row(recordId)).status).toBe('complete');
    expect(await events(recordId)).toEqual([{ accountId, recordId, status: 'complete' }]);
    expect(await context.app.jobs.get(id)).toMatchObject({ state: 'completed' });
  });

  it('a job taken over after its worker committed the PDF but not the completion neither renders nor announces again', async () => {
    const recordId = await requested();
    const id = await lastJobId();
    expect(await context.app.jobs.drain('render-pdf')).toBe(1);
    expect(await events(recordId)).toHaveLength(1);
    // as if the worker had died right after its transaction (file, status, event), before the engine's completion
    await diedWhileRunning(id);
    const build = jest.spyOn(context.app.recordReports, 'build');
    try {
      expect(await drainAfterExpiry()).toBe(1);
      expect(build).not.toHaveBeenCalled();
    } finally {
      build.mockRestore();
    }
    expect((await row(recordId)).status).toBe('complete');
    expect(await events(recordId)).toEqual([{ accountId, recordId, status: 'complete' }]);
    expect(await context.app.jobs.get(id)).toMatchObject({ state: 'completed' });
  });

  it('a gone record fails at once, for good, with no retry', async () => {
    const [person] = await peopleWith(context.app, 0, 1, 12);
    const recordId = await createRecord(context, {
      type: 'person',
      data: { pointer: await pointerOf(context.app, 'person', person!.id) },
    });
    expect(
      (await inject(context.app, { method: 'POST', url: `/v1/me/records/${recordId}/pdf`, token: context.token }))
        .statusCode,
    ).toBe(202);
    const id = await lastJobId();
    // the person opts out of the public records while the PDF waits: the record is gone (410)
    await context.app.db.updateTable('pr_people').set({ opted_out: 1 }).where('id', '=', person!.id).execute();
    try {
      expect(await context.app.jobs.drain('render-pdf')).toBe(1);
    } finally {
      await context.app.db.updateTable('pr_people').set({ opted_out: 0 }).where('id', '=', person!.id).execute();
    }
    expect(await row(recordId)).toMatchObject({ status: 'failed', error: 'This record is no longer available' });
    expect(await events(recordId)).toEqual([{ accountId, recordId, status: 'failed' }]);
    // the job itself completed: no retry, and no onFailed to run
    expect(await context.app.jobs.get(id)).toMatchObject({ state: 'completed', attempts: 1 });
    await advance(60_000);
    expect(await context.app.jobs.drain('render-pdf')).toBe(0);
    expect(await context.app.jobs.drain('render-pdf-failed')).toBe(0);
  });

  it('other failures retry with backoff, then fail for good through onFailed; asking again renders it', async () => {
    const recordId = await requested();
    const id = await lastJobId();
    const build = jest.spyOn(context.app.recordReports, 'build').mockRejectedValue(new Error('renderer down'));
    try {
      expect(await context.app.jobs.drain('render-pdf')).toBe(1);
      expect(await context.app.jobs.get(id)).toMatchObject({ state: 'retry', attempts: 1 });
      expect((await row(recordId)).status).toBe('queued');
      // not due before its delay (5 s; pg-boss: 5 to 10 s)
      expect(await context.app.jobs.drain('render-pdf')).toBe(0);
      await advance(10_500);
      expect(await context.app.jobs.drain('render-pdf')).toBe(1);
      const second = await context.app.jobs.get(id);
      expect(second).toMatchObject({ state: 'retry', attempts: 2 });
      // the second wait doubles (10 s; pg-boss: 10 to 20 s)
      expect(second!.runAfter - (engine === 'sqlite' ? clock.now : Date.now())).toBeGreaterThanOrEqual(9_800);
      await advance(5_500);
      expect(await context.app.jobs.drain('render-pdf')).toBe(0);
      await advance(15_000);
      expect(await context.app.jobs.drain('render-pdf')).toBe(1);
      expect(await context.app.jobs.get(id)).toMatchObject({ state: 'failed', attempts: 3 });
      expect(build).toHaveBeenCalledTimes(3);
      // no try stored anything; onFailed records the failure once
      expect(await row(recordId)).toMatchObject({ status: 'queued' });
      expect(await events(recordId)).toEqual([]);
      expect(await context.app.jobs.drain('render-pdf-failed')).toBe(1);
      expect(await context.app.jobs.drain('render-pdf-failed')).toBe(0);
    } finally {
      build.mockRestore();
    }
    expect(await row(recordId)).toMatchObject({ status: 'failed', error: 'renderer down' });
    expect(await events(recordId)).toEqual([{ accountId, recordId, status: 'failed' }]);

    const again = await inject(context.app, {
      method: 'POST',
      url: `/v1/me/records/${recordId}/pdf`,
      token: context.token,
    });
    expect(again.statusCode).toBe(202);
    expect(await row(recordId)).toMatchObject({ status: 'queued', error: null });
    expect(await context.app.jobs.drain('render-pdf')).toBe(1);
    expect((await row(recordId)).status).toBe('complete');
    expect(await events(recordId)).toEqual([
      { accountId, recordId, status: 'failed' },
      { accountId, recordId, status: 'complete' },
    ]);
  });

  it('two instances on one database render each PDF exactly once', async () => {
    const second = await buildTestApp(context.database, { seed: false, clock: clock.read });
    try {
      const ids: number[] = [];
      for (let k = 0; k < 6; k += 1) ids.push(await requested());
      const render = jest.spyOn(context.app.recordReports, 'build');
      const otherRender = jest.spyOn(second.recordReports, 'build');
      // PostgreSQL: the two drain at once. SQLite: two connections in one thread take turns (job-queue-contract)
      const [a, b] =
        engine === 'postgres'
          ? await Promise.all([context.app.jobs.drain('render-pdf'), second.jobs.drain('render-pdf')])
          : [await context.app.jobs.drain('render-pdf'), await second.jobs.drain('render-pdf')];
      expect(a + b).toBe(6);
      expect(render.mock.calls.length + otherRender.mock.calls.length).toBe(6);
      render.mockRestore();
      otherRender.mockRestore();
      for (const id of ids) {
        expect((await row(id)).status).toBe('complete');
        expect(await events(id)).toEqual([{ accountId, recordId: id, status: 'complete' }]);
      }
    } finally {
      await second.close();
    }
  });

  it('started with the app, the engine renders a requested PDF by itself until the status is complete', async () => {
    const app = await buildTestApp(context.database, { seed: false, startJobs: true });
    try {
      const id = await createRecord(context, { type: 'email', data: { email: 'poll@example.invalid' } });
      await inject(app, { method: 'POST', url: `/v1/me/records/${id}/pdf`, token: context.token });
      const deadline = Date.now() + 10_000;
      let status = '';
      while (Date.now() < deadline && status !== 'complete') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = json<{ status: string }>(
          await inject(app, { method: 'GET', url: `/pdf/${accountId}/email/${id}`, token: context.token }),
        ).status;
      }
      expect(status).toBe('complete');
    } finally {
      await app.close();
    }
  });
});
