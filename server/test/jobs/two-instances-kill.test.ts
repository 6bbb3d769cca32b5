import { spawn, type ChildProcess } from 'node:child_process';
import type { ClientRequest } from 'node:http';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

import type { JobSettings } from '../../src/config';
import { jobSchemaName } from '../../src/db/job-schema-name';
import { requestEdition } from '../../src/jobs/definitions/data-refresh';
import { startSmtpStandIn, type SmtpStandIn } from '../../src/mail/smtp-stand-in';
import { createEmailOutbox } from '../../src/services/email-outbox';
import { startBrokerSitesRig, type BrokerSitesRig } from '../broker-sites-helper';
import { ENGINES, inject, loginTokens, MEMBERS, type Engine } from '../helper';
import { mailThrough } from '../mail-helper';
import { closeRecords, recordsContext, type RecordsContext } from '../records-helper';
import { createRecord, peopleWith, pointerOf } from '../report-helper';
import { openStream, type SseMessage } from '../sse-helper';
import type { InstanceOptions } from './fixtures/api-instance-process';

// Two API processes, one database (issue 57 point 4): work of every kind is queued (PDFs, Guardian scans, an edition
// of the public records, mail); while each process holds a Guardian scan, one is killed with SIGKILL. The survivor
// takes the dead one's work over once its try expires (the scans read Beacon's records and the three stand-in broker
// sites, issue 59), and every job's effect is found exactly once: one finished
// PDF and one 'pdf' event per record, one score point per scan and no listing twice, the edition's report update once,
// each mail once. A member's stream on the survivor receives each event once, whichever process wrote it.

/** the server package, whose tsx loads the TypeScript fixture in the process itself (tsx's CLI would run it in a child
 * process, which a SIGKILL of the CLI leaves running) */
const SERVER_DIR = path.join(__dirname, '../..');
const INSTANCE = path.join(__dirname, 'fixtures/api-instance-process.ts');

const PDFS = 6;
const SCANS = 2;
const MAILS = 3;
/** a pause after each of a scan's 4 sites (Beacon and the 3 stand-ins), about 8 s a scan: long enough for both
 * processes to be a few sites into theirs at once, short enough for the takeover */
const BROKER_DELAY_MS = 2_000;
/** the tries of a dead process expire after this (a scan takes well under it) and are retried after a second */
const SETTINGS: JobSettings = { expireInMs: 15_000, retryDelayMs: 1_000, retryBackoff: false, concurrency: 1 };
const JOB_NAMES = ['render-pdf', 'guardian-scan', 'data-refresh', 'send-email'] as const;
const JOB_SETTINGS = Object.fromEntries(JOB_NAMES.map((name) => [name, SETTINGS]));

jest.setTimeout(180_000);

interface Instance {
  child: ChildProcess;
  origin: string;
}

/** Starts one API process on the test's database and resolves once it listens. */
function startInstance(options: InstanceOptions, started: ChildProcess[]): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', INSTANCE, JSON.stringify(options)], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve({ child, origin: `http://127.0.0.1:${match[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`the API process exited (${code}) before listening: ${stderr}`)));
  });
}

/** Waits until `check` holds, polling; fails with `what` at the deadline. */
async function until(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 90_000,
  state: () => Promise<unknown> = async () => undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}: ${JSON.stringify(await state())}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Collects a member's live events from a stream until the test reads them. */
async function collectEvents(origin: string, token: string, requests: ClientRequest[]) {
  const { stream } = await openStream(origin, token, requests);
  await stream.until((message) => message.event === 'ready');
  const seen: SseMessage[] = [];
  let open = true;
  const reading = (async () => {
    while (open) {
      const message = await stream.next(60_000).catch(() => null);
      if (!message) return;
      if (message.event) seen.push(message);
    }
  })();
  return {
    seen,
    async stop() {
      open = false;
      await stream.cancel();
      await reading;
    },
  };
}

describe.each(ENGINES)('two API instances on one %s database, one killed mid-job', (engine: Engine) => {
  let context: RecordsContext;
  let standIn: SmtpStandIn;
  let sites: BrokerSitesRig;
  const children: ChildProcess[] = [];
  const requests: ClientRequest[] = [];

  beforeAll(async () => {
    standIn = await startSmtpStandIn();
    context = await recordsContext(engine, 300, {
      config: {
        ...mailThrough(standIn),
        dataRefresh: { changesPer10k: 0 },
        // the jobs this process sends carry these expiries and delays (the processes work them)
        jobs: { start: false, pollIntervalMs: 50, settings: JOB_SETTINGS },
      },
    });
    sites = await startBrokerSitesRig(context.database);
  }, 120_000);

  afterAll(async () => {
    for (const request of requests) request.destroy();
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await sites.close();
    await closeRecords(context);
    await standIn.close();
  });

  /** The engine's record of a job kind: how many jobs, and how many were tried more than once or failed. */
  async function engineJobs(app: FastifyInstance, name: string) {
    if (context.database.config.kind === 'sqlite') {
      const { rows } = await sql<{ attempts: number; state: string }>`select attempts, state from jobs
        where name = ${name}`.execute(app.db);
      return { retried: rows.filter((row) => Number(row.attempts) > 1).length, states: rows.map((row) => row.state) };
    }
    const jobs = sql.table(`${jobSchemaName(context.database.config.schema!)}.job`);
    const { rows } = await sql<{ retry_count: number; state: string }>`select retry_count, state from ${jobs}
      where name = ${name}`.execute(app.db);
    return { retried: rows.filter((row) => Number(row.retry_count) > 0).length, states: rows.map((row) => row.state) };
  }

  it('applies each job once and delivers each live event once', async () => {
    const { app } = context;
    const premium = (await loginTokens(app, MEMBERS.premium)).accessToken;
    const watcher = (await loginTokens(app, MEMBERS.dataMonitoring)).accessToken;
    const family = (await app.accounts.findByEmail(MEMBERS.guardianFamily))!.id;

    // the data-monitoring member watches the person the edition will move
    const [watched] = await peopleWith(app, 0, 1, 20);
    const watching = await inject(app, {
      method: 'POST',
      url: '/v1/me/monitored/person-records',
      token: watcher,
      payload: { pointer: await pointerOf(app, 'person', watched!.id), usageId: 'report-monitoring' },
    });
    expect(watching.statusCode).toBe(201);
    const records: number[] = [];
    for (let index = 0; index < PDFS; index += 1) {
      records.push(
        await createRecord(context, { type: 'phone', data: { phone: `555410${String(index).padStart(4, '0')}` } }),
      );
    }

    const options: InstanceOptions = {
      database: context.database.config,
      smtpUrl: standIn.smtpUrl,
      jobSettings: JOB_SETTINGS,
      maintenanceIntervalSeconds: 1,
      brokerDelayMs: BROKER_DELAY_MS,
      brokerOrigins: sites.standIns.origins,
    };
    const [doomed, survivor] = await Promise.all([startInstance(options, children), startInstance(options, children)]);
    const pdfEvents = await collectEvents(survivor!.origin, premium, requests);
    const recordEvents = await collectEvents(survivor!.origin, watcher, requests);

    // the events of the work below: those written before (the new watch's own) are not counted
    const { lastEventId } = (await app.db
      .selectFrom('live_events')
      .select((eb) => eb.fn.max('id').as('lastEventId'))
      .executeTakeFirst()) ?? { lastEventId: 0 };
    const since = Number(lastEventId ?? 0);
    // work of every kind, queued as members and the scheduler queue it
    for (const recordId of records) {
      const response = await inject(app, { method: 'POST', url: `/v1/me/records/${recordId}/pdf`, token: premium });
      expect(response.statusCode).toBe(202);
    }
    const edition = await requestEdition(app, [watched!.id]);
    expect(edition).toBeDefined();
    const outbox = createEmailOutbox(app.jobs);
    for (let index = 0; index < MAILS; index += 1) {
      await outbox.enqueue(
        app.db,
        { to: 'kill-test@example.com', subject: `Mail ${index}`, body: 'Hello' },
        Date.now(),
      );
    }
    // the scans last: on SQLite a process works one job at a time, so the rest is done before both hold a scan
    // grown-ups of the data set at their own address: Beacon and each site (RecordHarbor: born before 2008) list them
    const relatives = await app.db
      .selectFrom('pr_people')
      .innerJoin('pr_places', 'pr_places.id', 'pr_people.place_id')
      .select([
        'pr_people.first_name',
        'pr_people.last_name',
        'pr_places.street_number',
        'pr_places.street_name',
        'pr_places.city',
        'pr_places.state',
      ])
      .where('pr_people.opted_out', '=', 0)
      .where('pr_people.dob', '<', '1990-01-01')
      .where('pr_people.id', '<>', watched!.id)
      .orderBy('pr_people.id')
      .offset(30)
      .limit(SCANS)
      .execute();
    expect(relatives).toHaveLength(SCANS);
    const members: number[] = [];
    for (const person of relatives) {
      const member = await app.protectionMembers.addFamily(family, {
        firstName: person.first_name,
        lastName: person.last_name,
        relationship: 'sibling',
        authorizedAgent: true,
        addresses: [
          { street: `${person.street_number} ${person.street_name}`, city: person.city, state: person.state },
        ],
      });
      members.push(member.id);
    }

    const scans = () =>
      app.db
        .selectFrom('guardian_scans')
        .select(['id', 'status', 'brokers_done', 'member_id', 'started_at', 'finished_at', 'requested_at'])
        .where('member_id', 'in', members)
        .execute();
    const mails = () =>
      app.db.selectFrom('email_outbox').select('status').where('recipient', '=', 'kill-test@example.com').execute();
    const pdfs = () => app.db.selectFrom('pdf_jobs').select('status').where('record_id', 'in', records).execute();
    const refresh = () =>
      app.db.selectFrom('data_refreshes').select('status').where('id', '=', edition!.id).executeTakeFirstOrThrow();
    /** where the work stands, for a failure's message */
    const progress = async () => ({
      scans: await scans(),
      mails: await mails(),
      pdfs: await pdfs(),
      edition: await refresh(),
      jobs: await Promise.all(JOB_NAMES.map(async (name) => ({ name, ...(await engineJobs(app, name)) }))),
    });
    // each process holds one scan (one at a time per process and queue), Beacon and a stand-in site read: kill one there
    await until(
      'both processes are mid-scan',
      async () => {
        const running = (await scans()).filter((scan) => scan.status === 'running' && Number(scan.brokers_done) >= 2);
        return running.length === SCANS && (await mails()).every((mail) => mail.status === 'sent');
      },
      60_000,
      progress,
    );
    doomed!.child.kill('SIGKILL');
    await new Promise((resolve) => doomed!.child.once('exit', resolve));

    await until(
      'every job has finished',
      async () => {
        const rendered = await pdfs();
        return (
          rendered.length === PDFS &&
          rendered.every((pdf) => pdf.status === 'complete') &&
          (await scans()).every((scan) => scan.status === 'complete') &&
          (await refresh()).status === 'complete'
        );
      },
      60_000,
      progress,
    );

    // the killed process's scan was tried again by the survivor, and nothing failed
    const scanJobs = await engineJobs(app, 'guardian-scan');
    expect(scanJobs.retried).toBeGreaterThanOrEqual(1);
    for (const name of JOB_NAMES) expect((await engineJobs(app, name)).states).not.toContain('failed');

    // PDFs: each rendered and announced once
    const pdfRows = await app.db.selectFrom('live_events').select('payload').where('topic', '=', 'pdf').execute();
    const announced = pdfRows.map((row) => JSON.parse(row.payload ?? '{}') as { recordId: number; status: string });
    expect(announced.map((event) => event.recordId).sort()).toEqual([...records].sort());
    expect(announced.every((event) => event.status === 'complete')).toBe(true);

    // Guardian: each scan finished once (one score point), no listing written twice
    const points = await app.db
      .selectFrom('guardian_scores')
      .select('scan_id')
      .where(
        'scan_id',
        'in',
        (await scans()).map((scan) => scan.id),
      )
      .execute();
    expect(points).toHaveLength(SCANS);
    expect(new Set(points.map((point) => point.scan_id)).size).toBe(SCANS);
    const listings = await app.db
      .selectFrom('guardian_listings')
      .select(['member_id', 'broker_slug', 'listing_key'])
      .where('member_id', 'in', members)
      .execute();
    // each scan found its person on the sites too
    for (const memberId of members) {
      const theirs = listings.filter((listing) => listing.member_id === memberId);
      expect(theirs.some((listing) => listing.broker_slug !== 'beacon')).toBe(true);
    }
    const listingKeys = listings.map((listing) => `${listing.member_id}/${listing.broker_slug}/${listing.listing_key}`);
    expect(new Set(listingKeys).size).toBe(listingKeys.length);

    // the edition: applied once, one event for the member who watches the person it moved
    const recordNotices = await app.db
      .selectFrom('live_events')
      .select('id')
      .where('topic', '=', 'record-notifications')
      .where('id', '>', since)
      .where('account_id', '=', (await app.accounts.findByEmail(MEMBERS.dataMonitoring))!.id)
      .execute();
    expect(recordNotices).toHaveLength(1);

    // mail: each sent once
    expect((await mails()).map((mail) => mail.status)).toEqual(['sent', 'sent', 'sent']);
    const received = standIn.messages().filter((message) => message.to.includes('kill-test@example.com'));
    expect(received.map((message) => message.subject).sort()).toEqual(['Mail 0', 'Mail 1', 'Mail 2']);

    // the member's streams on the survivor: each event once, including those the killed process wrote
    await until(
      'the streams have read every event',
      async () => {
        const pdfs = pdfEvents.seen.filter((message) => message.event === 'pdf');
        return pdfs.length >= PDFS && recordEvents.seen.some((message) => message.event === 'record-notifications');
      },
      10_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await pdfEvents.stop();
    await recordEvents.stop();
    const streamed = pdfEvents.seen
      .filter((message) => message.event === 'pdf')
      .map((message) => (JSON.parse(message.data ?? '{}') as { payload: { recordId: number } }).payload.recordId);
    expect(streamed.sort()).toEqual([...records].sort());
    expect(recordEvents.seen.filter((message) => message.event === 'record-notifications')).toHaveLength(1);

    survivor!.child.kill('SIGKILL');
  });
});
