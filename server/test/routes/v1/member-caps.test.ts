import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  loginTokens,
  MEMBERS,
  type TestDatabase,
} from '../../helper';
import { seedRecords } from '../../records-helper';

// Caps per member (issue 13 point 3): MAX_RECORDS_PER_MEMBER saved records, archived ones included (a 409 without
// Location), and MAX_QUEUED_PDF_JOBS_PER_MEMBER PDF jobs queued or rendering at once (a 429 with Retry-After).

describe.each(ENGINES)('member caps on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, 300);
    app = await buildTestApp(database, { config: { maxRecordsPerMember: 3, maxQueuedPdfJobsPerMember: 2 } });
    token = (await loginTokens(app, MEMBERS.premium)).accessToken;
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const createPhone = (phone: string) =>
    inject(app, { method: 'POST', url: '/v1/me/records', token, payload: { type: 'phone', data: { phone } } });
  const idOf = (response: LightMyRequestResponse) => json<{ recordId: number }>(response).recordId;
  const requestPdf = (id: number) => inject(app, { method: 'POST', url: `/v1/me/records/${id}/pdf`, token });

  it('keeps at most MAX_RECORDS_PER_MEMBER records, archived ones counted, until one is deleted', async () => {
    const ids = [];
    for (const phone of ['2125550201', '2125550202', '2125550203']) {
      const created = await createPhone(phone);
      expect(created.statusCode).toBe(201);
      ids.push(idOf(created));
    }
    const refused = await createPhone('2125550204');
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      message:
        'You have 3 saved records, the most a member can keep (archived ones count too). Delete one to add another.',
      statusCode: 409,
    });
    expect(refused.headers.location).toBeUndefined();

    // a record the member has already is still the "exists" 409 that names it
    const existing = await createPhone('2125550201');
    expect(existing.statusCode).toBe(409);
    expect(existing.headers.location).toBe(`/v1/me/records/${ids[0]}`);

    const archived = await inject(app, {
      method: 'PATCH',
      url: `/v1/me/records/${ids[0]}`,
      token,
      payload: { isArchived: true },
    });
    expect(archived.statusCode).toBe(200);
    expect((await createPhone('2125550204')).statusCode).toBe(409);

    const deleted = await inject(app, { method: 'DELETE', url: `/v1/me/records/${ids[0]}?type=phone`, token });
    expect(deleted.statusCode).toBe(204);
    expect((await createPhone('2125550204')).statusCode).toBe(201);
    // another member is not affected
    const other = (await loginTokens(app, MEMBERS.guardian)).accessToken;
    const theirs = await inject(app, {
      method: 'POST',
      url: '/v1/me/records',
      token: other,
      payload: { type: 'phone', data: { phone: '2125550201' } },
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('queues at most MAX_QUEUED_PDF_JOBS_PER_MEMBER PDFs at once', async () => {
    const records = json<{ items: Array<{ recordId: number }> }>(
      await inject(app, { method: 'GET', url: '/v1/me/records', token }),
    ).items.map((record) => record.recordId);
    expect(records.length).toBe(3);
    const [first, second, third] = records as [number, number, number];

    expect((await requestPdf(first)).statusCode).toBe(202);
    expect((await requestPdf(second)).statusCode).toBe(202);
    const refused = await requestPdf(third);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({
      message:
        'You have 2 PDFs waiting to be made, the most a member can have at once. Please try again when one is ready.',
      statusCode: 429,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // asking again for a PDF already in the queue is no new job
    expect((await requestPdf(first)).statusCode).toBe(202);
    expect(await app.db.selectFrom('pdf_jobs').select('record_id').execute()).toHaveLength(2);

    // once their render-pdf jobs have made them, there is room again
    expect(await app.jobs.drain('render-pdf')).toBe(2);
    expect((await requestPdf(third)).statusCode).toBe(202);
  });
});
