import { gone } from '../../../src/domain/errors';
import { APP_HEADERS, ENGINES, inject, json, loginTokens, MEMBERS } from '../../helper';
import { closeRecords, recordsContext, type RecordsContext } from '../../records-helper';
import {
  createRecord,
  memberWithoutProducts,
  pdfText,
  peopleWith,
  pointerOf,
  recordSavedBefore,
} from '../../report-helper';

// PDF reports end to end (issue 7 "PDF"; spec §4 requested, then polled until complete): POST /v1/me/records/{id}/pdf
// queues a job, the render-pdf job renders it, GET /pdf/{memberId}/{type}/{recordId} reports its status, and .../file
// serves the PDF with only the apiV2 cookie, never to another member.

describe.each(ENGINES)('PDF reports on %s', (engine) => {
  let context: RecordsContext;
  let memberId: number;
  let otherId: number;
  let otherToken: string;
  let recordId: number;
  let fullName: string;

  beforeAll(async () => {
    context = await recordsContext(engine, 300);
    memberId = (await context.app.accounts.findByEmail(MEMBERS.premium))!.id;
    otherId = (await context.app.accounts.findByEmail(MEMBERS.guardian))!.id;
    otherToken = (await loginTokens(context.app, MEMBERS.guardian)).accessToken;
    const [person] = await peopleWith(context.app, 0, 1, 10);
    fullName = [person!.first_name, person!.middle_name, person!.last_name].filter(Boolean).join(' ');
    recordId = await createRecord(context, {
      type: 'person',
      data: { pointer: await pointerOf(context.app, 'person', person!.id) },
    });
  }, 120_000);
  afterAll(async () => closeRecords(context));

  const requestPdf = (id: number, token = context.token) =>
    inject(context.app, { method: 'POST', url: `/v1/me/records/${id}/pdf`, token });
  const status = (path: string, token = context.token) => inject(context.app, { method: 'GET', url: path, token });
  const job = (id: number) =>
    context.app.db.selectFrom('pdf_jobs').selectAll().where('record_id', '=', id).executeTakeFirstOrThrow();

  it('queues, renders and serves the PDF: it opens as a PDF and names the person', async () => {
    const requested = await requestPdf(recordId);
    expect(requested.statusCode).toBe(202);
    expect(json(requested)).toEqual({ status: 'queued' });
    const path = `/pdf/${memberId}/person/${recordId}`;
    expect(json(await status(path))).toEqual({ status: 'queued' });
    expect((await status(`${path}/file`)).statusCode).toBe(404);

    expect(await context.app.jobs.drain('render-pdf')).toBe(1);
    expect(json(await status(path))).toEqual({ status: 'complete', url: `${path}/file` });

    // a plain link click: the apiV2 cookie and nothing else
    const file = await context.app.inject({
      method: 'GET',
      url: `${path}/file`,
      headers: { cookie: `theme=dark; apiV2=${encodeURIComponent(context.token)}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="beacon-report-${recordId}.pdf"`);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(file.rawPayload);
    expect(text).toContain(fullName);
    for (const heading of ['Timeline', 'Personal Details', 'Contact Information', 'Locations', 'Criminal Records']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('This section is part of the Premium Report (premium person report).');
  });

  it('the status needs the app headers but takes the cookie instead of a bearer token; the file needs a member', async () => {
    const path = `/pdf/${memberId}/person/${recordId}`;
    const noHeaders = await context.app.inject({
      method: 'GET',
      url: path,
      headers: { cookie: `apiV2=${context.token}` },
    });
    expect(noHeaders.statusCode).toBe(401);
    const byCookie = await context.app.inject({
      method: 'GET',
      url: path,
      headers: { ...APP_HEADERS, cookie: `apiV2=${context.token}` },
    });
    expect(json(byCookie)).toMatchObject({ status: 'complete' });
    const anonymous = await context.app.inject({ method: 'GET', url: `${path}/file` });
    expect(anonymous.statusCode).toBe(401);
    const forged = await context.app.inject({ method: 'GET', url: `${path}/file`, headers: { cookie: 'apiV2=a.b.c' } });
    expect(forged.statusCode).toBe(401);
  });

  it('is never served to another member, whatever the path says', async () => {
    const cookie = { cookie: `apiV2=${otherToken}` };
    for (const path of [
      `/pdf/${memberId}/person/${recordId}`,
      `/pdf/${otherId}/person/${recordId}`,
      `/pdf/${memberId}/person/${recordId}/file`,
      `/pdf/${otherId}/person/${recordId}/file`,
    ]) {
      const response = await context.app.inject({ method: 'GET', url: path, headers: { ...APP_HEADERS, ...cookie } });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ message: 'Record not found', statusCode: 404 });
    }
    // the right member with the wrong type in the path
    expect((await status(`/pdf/${memberId}/phone/${recordId}`)).statusCode).toBe(404);
    expect((await requestPdf(recordId, otherToken)).statusCode).toBe(404);
    expect(json(await status(`/pdf/${memberId}/person/9999999`))).toEqual({
      message: 'Record not found',
      statusCode: 404,
    });
  });

  it('reuses a finished job of the same report version; a correction makes a new one', async () => {
    const before = await job(recordId);
    expect((await requestPdf(recordId)).statusCode).toBe(202);
    expect(await job(recordId)).toEqual(before);
    expect(await context.app.jobs.drain('render-pdf')).toBe(0);

    const corrected = await inject(context.app, {
      method: 'PUT',
      url: `/v1/me/records/${recordId}/corrections/personal.names.0`,
      token: context.token,
      payload: { value: 'Corrected Name Here' },
    });
    expect(corrected.statusCode).toBe(200);
    await requestPdf(recordId);
    const requeued = await job(recordId);
    expect(requeued).toMatchObject({ id: before.id, status: 'queued', pdf: null });
    expect(requeued.report_version).not.toBe(before.report_version);
    await context.app.jobs.drain('render-pdf');
    const file = await context.app.inject({
      method: 'GET',
      url: `/pdf/${memberId}/person/${recordId}/file`,
      headers: { cookie: `apiV2=${context.token}` },
    });
    expect(pdfText(file.rawPayload)).toContain('Your correction of personal.names.0: Corrected Name Here');
  });

  it('a PDF job that failed for good ends failed; asking again queues it again', async () => {
    const phoneId = await createRecord(context, { type: 'phone', data: { phone: '5550007777' } });
    // a gone record fails at once (retries with backoff: test/jobs/definitions/render-pdf.test.ts)
    const build = jest.spyOn(context.app.recordReports, 'build').mockRejectedValue(gone('The record was deleted'));
    try {
      await requestPdf(phoneId);
      expect(await context.app.jobs.drain('render-pdf')).toBe(1);
      expect(await job(phoneId)).toMatchObject({ status: 'failed', error: 'The record was deleted' });
      expect(json(await status(`/pdf/${memberId}/phone/${phoneId}`))).toEqual({ status: 'failed' });
    } finally {
      build.mockRestore();
    }
    await requestPdf(phoneId);
    expect(await job(phoneId)).toMatchObject({ status: 'queued', error: null });
    expect(await context.app.jobs.drain('render-pdf')).toBe(1);
    expect(await job(phoneId)).toMatchObject({ status: 'complete' });
  });

  it('402 without person reports, 410 when the person is gone', async () => {
    const member = await memberWithoutProducts(context.app, `pdf-no-products-${engine}@example.test`);
    const emailId = await recordSavedBefore(context, member.id, {
      type: 'email',
      data: { email: 'pdf@example.invalid' },
    });
    const refused = await requestPdf(emailId, member.token);
    expect(refused.statusCode).toBe(402);
    expect(refused.headers['x-required-item']).toBe('person_report');

    const [person] = await peopleWith(context.app, 0, 1, 11);
    const goneId = await createRecord(context, {
      type: 'person',
      data: { pointer: await pointerOf(context.app, 'person', person!.id) },
    });
    await context.app.db.updateTable('pr_people').set({ opted_out: 1 }).where('id', '=', person!.id).execute();
    try {
      const gone = await requestPdf(goneId);
      expect(gone.statusCode).toBe(410);
      expect(json(gone)).toEqual({ message: 'This record is no longer available', statusCode: 410 });
    } finally {
      await context.app.db.updateTable('pr_people').set({ opted_out: 0 }).where('id', '=', person!.id).execute();
    }
  });
});
