import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';

import { lsnValue } from '../../src/db/read-replica';
import { startSmtpStandIn, type SmtpStandIn } from '../../src/mail/smtp-stand-in';
import type { PersonRow } from '../../src/repositories/public-records-repository';
import {
  buildTestApp,
  createTestDatabase,
  inject,
  json,
  loginTokens,
  MEMBERS,
  TEST_REPLICA_URL,
  withReadReplica,
} from '../helper';
import { PROTECTION_MEMBERS_URL, protectSelfAs } from '../guardian-helper';
import { confirmationToken, mailThrough } from '../mail-helper';
import { closeRecords, seedRecords, type RecordsContext, type SearchPage } from '../records-helper';
import { createRecord, pointerOf } from '../report-helper';

// DATABASE_REPLICA_URL (issue 61) on a real pair: TEST_DATABASE_URL's PostgreSQL and TEST_DATABASE_REPLICA_URL, a
// streaming replica of it (.ci/run starts both). Searches and reports read the replica, writes go to the primary,
// and an opt-out confirmed on the primary is never found afterwards, by the worker that confirmed it or by another,
// also while the replica has not replayed it (its replay paused here).

describe('lsnValue', () => {
  it('orders WAL positions as PostgreSQL does', () => {
    expect(lsnValue('0/0')).toBe(0n);
    expect(lsnValue('1/2C000060')).toBe((1n << 32n) + 0x2c000060n);
    expect(lsnValue('0/FFFFFFFF') < lsnValue('1/0')).toBe(true);
    expect(() => lsnValue('nonsense')).toThrow('not a WAL position');
  });
});

const describeWithReplica = TEST_REPLICA_URL ? describe : describe.skip;

describeWithReplica(
  `a read replica${TEST_REPLICA_URL ? '' : ' (skipped: TEST_DATABASE_URL and TEST_DATABASE_REPLICA_URL, a streaming replica of it, are not both set)'}`,
  () => {
    let context: RecordsContext;
    /** a second server worker on the same pair, sharing nothing with the first but the database */
    let second: FastifyInstance;
    let standIn: SmtpStandIn;
    /** a connection of its own to the replica, to pause and resume its replay */
    let replica: pg.Client;
    let schema: string;

    beforeAll(async () => {
      standIn = await startSmtpStandIn();
      const database = withReadReplica(await createTestDatabase('postgres'));
      schema = database.config.kind === 'postgres' ? (database.config.schema ?? 'public') : '';
      await seedRecords(database);
      const options = { config: mailThrough(standIn) };
      const app = await buildTestApp(database, options);
      context = { database, app, token: (await loginTokens(app, MEMBERS.premium)).accessToken };
      second = await buildTestApp(database, { ...options, seed: false });
      replica = new pg.Client({ connectionString: TEST_REPLICA_URL });
      await replica.connect();
    }, 120_000);
    afterAll(async () => {
      await replica?.query('select pg_wal_replay_resume()');
      await replica?.end();
      await second?.close();
      await closeRecords(context);
      await standIn?.close();
    });

    /** People of the data set, not opted out, whose name matches fewer people than a page holds (so no worker keeps
     * the page in its search cache, which is another matter than the replica). */
    async function people(count: number): Promise<PersonRow[]> {
      const rows = await context.app.db
        .selectFrom('pr_people')
        .selectAll()
        .where('opted_out', '=', 0)
        .where('dod', 'is', null)
        .orderBy('id')
        .limit(200)
        .execute();
      const found: PersonRow[] = [];
      for (const row of rows) {
        if ((await search(context.app, row)).total < 50) found.push(row);
        if (found.length === count) return found;
      }
      throw new Error('not enough people with a rare name');
    }

    async function search(app: FastifyInstance, person: PersonRow): Promise<SearchPage> {
      const response = await inject(app, {
        method: 'GET',
        url: `/v1/search/people?firstName=${encodeURIComponent(person.first_name)}&lastName=${encodeURIComponent(person.last_name)}&pageSize=50`,
        token: context.token,
      });
      expect(response.statusCode).toBe(200);
      return json<SearchPage>(response);
    }

    const finds = async (app: FastifyInstance, person: PersonRow) => {
      const pointer = await pointerOf(app, 'person', person.id);
      return (await search(app, person)).results.some((result) => result.pointer === pointer);
    };

    /** The person opts out by name and date of birth through the first worker, and confirms the mailed link. */
    const optOut = async (person: PersonRow, email: string) => {
      const { app } = context;
      const requested = await inject(app, {
        method: 'POST',
        url: '/v1/opt-outs',
        payload: { firstName: person.first_name, lastName: person.last_name, email, dob: person.dob },
      });
      expect(requested.statusCode).toBe(202);
      const token = await confirmationToken(app, standIn, email);
      const confirmed = await inject(app, { method: 'POST', url: '/v1/opt-outs/confirm', payload: { token } });
      expect(confirmed.statusCode).toBe(200);
    };

    /** Whether both workers have read the replica since now. */
    const replicaReadByBothSinceNow = () => {
      const before = [context.app.readReplica.routed(), second.readReplica.routed()];
      return () =>
        context.app.readReplica.routed().replica > before[0]!.replica &&
        second.readReplica.routed().replica > before[1]!.replica;
    };

    it('reads searches and reports from the replica; a member opens the record they have just saved', async () => {
      const { app } = context;
      const [person] = await people(1);
      // caught up with the seed, the reads handle is the standby's (published() also ends after a second without
      // that: an idle primary's WAL can end past a page header that the replica's replay reaches with its next record)
      const readsStandby = async () => {
        await app.readReplica.published();
        const { rows } = await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(
          app.readReplica.reads,
        );
        return rows[0]?.standby === true;
      };
      let standby = await readsStandby();
      for (let attempt = 0; !standby && attempt < 5; attempt += 1) standby = await readsStandby();
      expect(standby).toBe(true);

      const before = app.readReplica.routed();
      expect(await finds(app, person!)).toBe(true);
      const phone = await app.db
        .selectFrom('pr_phones')
        .select('number')
        .where('person_id', '=', person!.id)
        .executeTakeFirst();
      if (phone) {
        const byPhone = await inject(app, {
          method: 'GET',
          url: `/v1/search/phones?phone=${phone.number}`,
          token: context.token,
        });
        expect(byPhone.statusCode).toBe(200);
      }
      const searched = app.readReplica.routed();
      expect(searched.replica).toBeGreaterThan(before.replica);
      expect(searched.primary).toBe(before.primary);

      // the record is written to the primary and read from it; the person in its report is the replica's
      const pointer = await pointerOf(app, 'person', person!.id);
      const id = await createRecord(context, { type: 'person', data: { pointer } });
      const report = await inject(app, { method: 'GET', url: `/v1/me/records/${id}/report`, token: context.token });
      expect(report.statusCode).toBe(200);
      expect(json(report)).toMatchObject({ recordId: id, type: 'person', pointer });
      expect(app.readReplica.routed().replica).toBeGreaterThan(searched.replica);
    });

    it('never finds an opted-out person after the confirmation, in either worker, while the replica lags or not', async () => {
      const { app } = context;
      const [, person] = await people(2);
      // both workers have searched, and so know a position of the primary from before the opt-out
      expect(await finds(app, person!)).toBe(true);
      expect(await finds(second, person!)).toBe(true);

      await replica.query('select pg_wal_replay_pause()');
      try {
        await optOut(person!, 'replica-opt-out@example.com');

        // the replica has not replayed the opt-out: a search that read it would find the person
        const onReplica = await replica.query<{ opted_out: number }>(
          `select opted_out from ${schema}.pr_people where id = $1`,
          [person!.id],
        );
        expect(Number(onReplica.rows[0]?.opted_out)).toBe(0);
        const before = app.readReplica.routed();
        for (let attempt = 0; attempt < 10; attempt += 1) {
          expect(await finds(app, person!)).toBe(false);
          expect(await finds(second, person!)).toBe(false);
        }
        // served by the primary meanwhile
        expect(app.readReplica.routed().replica).toBe(before.replica);
        expect(app.readReplica.routed().primary).toBeGreaterThan(before.primary);
      } finally {
        await replica.query('select pg_wal_replay_resume()');
      }

      // replaying again: the replica serves the searches once it has caught up, and they still never find the person
      await app.readReplica.published();
      await second.readReplica.published();
      const servedByReplica = replicaReadByBothSinceNow();
      for (let attempt = 0; attempt < 10 || (!servedByReplica() && attempt < 500); attempt += 1) {
        expect(await finds(app, person!)).toBe(false);
        expect(await finds(second, person!)).toBe(false);
      }
      expect(servedByReplica()).toBe(true);
    }, 60_000);

    it('confirms an opt-out with the replica replaying: the searches that follow read it and never find the person', async () => {
      const { app } = context;
      const [, , person] = await people(3);
      expect(await finds(app, person!)).toBe(true);
      await optOut(person!, 'replica-opt-out-2@example.com');
      const servedByReplica = replicaReadByBothSinceNow();
      // searched again and again until both workers have read the replica too (each newly read position of the
      // primary sends reads there until the replica has replayed it, milliseconds on this machine), never finding
      // the person
      for (let attempt = 0; attempt < 20 || (!servedByReplica() && attempt < 500); attempt += 1) {
        expect(await finds(app, person!)).toBe(false);
        expect(await finds(second, person!)).toBe(false);
      }
      expect(servedByReplica()).toBe(true);
    });

    it("removes a Guardian member's own Beacon listing: no later search finds them, in either worker, while the replica lags", async () => {
      const { app } = context;
      const people4 = await people(4);
      const person = people4[3]!;
      const guardian = (await loginTokens(app, MEMBERS.guardian)).accessToken;
      const memberId = await protectSelfAs(app, guardian, person.id);
      await app.jobs.drain('guardian-scan');
      const protection = await inject(app, {
        method: 'GET',
        url: `${PROTECTION_MEMBERS_URL}/${memberId}/protection`,
        token: guardian,
      });
      expect(protection.statusCode).toBe(200);
      const beacon = json<{ listings: Array<{ id: number; url: string; broker: { isBeacon: boolean } }> }>(
        protection,
      ).listings.find((listing) => listing.broker.isBeacon && listing.url);
      expect(beacon).toBeDefined();
      expect(await finds(app, person)).toBe(true);
      expect(await finds(second, person)).toBe(true);

      await replica.query('select pg_wal_replay_pause()');
      try {
        const removed = await inject(app, {
          method: 'POST',
          url: `${PROTECTION_MEMBERS_URL}/${memberId}/removals`,
          token: guardian,
          payload: { listingIds: [beacon!.id] },
        });
        expect(removed.statusCode).toBe(200);
        for (let attempt = 0; attempt < 10; attempt += 1) {
          expect(await finds(app, person)).toBe(false);
          expect(await finds(second, person)).toBe(false);
        }
      } finally {
        await replica.query('select pg_wal_replay_resume()');
      }
    }, 60_000);
  },
);
