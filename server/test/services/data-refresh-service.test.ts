import type { FastifyInstance } from 'fastify';

import { placeLine } from '../../src/domain/monitoring/describe-subject';
import { planEdition } from '../../src/domain/monitoring/edition-plan';
import { FLAGS } from '../../src/domain/public-records-model';
import { requestEdition } from '../../src/jobs/definitions/data-refresh';
import { createPublicRecordsEditionsRepository } from '../../src/repositories/public-records-editions-repository';
import { ENGINES, inject, json, loginTokens, MEMBERS, TestClock } from '../helper';
import { closeRecords, recordsContext, type RecordsContext } from '../records-helper';
import { peopleWith, pointerOf } from '../report-helper';

// Report monitoring's editions (issue 18 point 4), applied by the data-refresh job: an edition of the public-records
// data is applied once, and only the members who monitor what changed are told, with the old and the new value. The
// job on the engine (two instances, a worker that dies, the schedule, a failure for good): jobs/definitions/
// data-refresh.test.ts.

interface Update {
  id: number;
  type: 'person' | 'location';
  display: string;
  first_name: string;
  last_name: string;
  monitored_record_id: number | null;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
}

const NOTIFICATIONS = '/dashboard/api/data-monitoring/notifications/';

/** `changesPer10k` 0: only the people a test moves change (the job is drained by the test; no schedule) */
function refreshConfig(changesPer10k: number) {
  return { changesPer10k };
}

describe.each(ENGINES)('data-refresh job on %s', (engine) => {
  let context: RecordsContext;
  let app: FastifyInstance;
  let token: string;
  const clock = new TestClock(Date.parse('2026-11-20T12:00:00Z'));

  beforeEach(async () => {
    // no sampled changes: an edition changes only the people a test makes it move
    context = await recordsContext(engine, 300, {
      clock: clock.read,
      config: {
        dataRefresh: refreshConfig(0),
      },
    });
    app = context.app;
    token = (await loginTokens(app, MEMBERS.dataMonitoring)).accessToken;
  }, 120_000);
  afterEach(async () => closeRecords(context));

  const monitor = async (kind: 'person' | 'location', id: number, as = token) => {
    const response = await inject(app, {
      method: 'POST',
      url: `/v1/me/monitored/${kind}-records`,
      token: as,
      payload: { pointer: await pointerOf(app, kind, id), usageId: 'report-monitoring' },
    });
    expect(response.statusCode).toBe(201);
    return json<{ id: number }>(response).id;
  };
  const updates = async (as = token) => {
    const body = json<{ person_notifications: Update[]; location_notifications: Update[] }>(
      await inject(app, { method: 'GET', url: NOTIFICATIONS, token: as }),
    );
    // the demo member's provider notices are about no monitored record
    return [...body.person_notifications, ...body.location_notifications].filter((update) => update.field !== null);
  };

  it('a known move gives its one watcher exactly one update with the old and the new address', async () => {
    const [person] = await peopleWith(app, 0, 1, 10);
    const oldPlace = await app.publicRecordsRepository.place(person!.place_id);
    const watchId = await monitor('person', person!.id);

    const job = await requestEdition(app, [person!.id]);
    expect(job?.edition).toBe(1);
    expect(await app.jobs.drain('data-refresh')).toBe(1);

    const moved = await app.publicRecordsRepository.person(person!.id);
    expect(moved!.place_id).not.toBe(person!.place_id);
    const newPlace = await app.publicRecordsRepository.place(moved!.place_id);
    const history = await app.publicRecordsRepository.residences(person!.household_id);
    expect(history[0]).toMatchObject({ place: { id: newPlace!.id }, end_date: null });

    const mine = (await updates()).filter((update) => update.monitored_record_id === watchId);
    expect(mine).toEqual([
      {
        id: expect.any(Number),
        type: 'person',
        created: new Date(clock.now).toISOString(),
        display: `New address: ${placeLine(newPlace!)}`,
        first_name: person!.first_name,
        last_name: person!.last_name,
        monitored_record_id: watchId,
        field: 'address',
        old_value: placeLine(oldPlace!),
        new_value: placeLine(newPlace!),
      },
    ]);
    // another member who watches nothing hears nothing
    const other = (await loginTokens(app, MEMBERS.guardian)).accessToken;
    expect(
      json<{ person_notifications: Update[] }>(await inject(app, { method: 'GET', url: NOTIFICATIONS, token: other }))
        .person_notifications,
    ).toEqual([]);

    // the edition is applied once: another pass has nothing to do
    expect(await app.jobs.drain('data-refresh')).toBe(0);
    expect(await updates()).toHaveLength(1);
    const done = await app.dataRefresh.find(app.db, job!.id);
    expect(done?.status).toBe('complete');
    expect(JSON.parse(done!.stats!)).toMatchObject({ edition: 1, moves: 1, notifications: 1, members: 1 });
  });

  it('tells the watchers of the old and the new address and of the houses next door', async () => {
    const [person] = await peopleWith(app, 0, 1, 20);
    const oldPlaceId = person!.place_id;
    await monitor('location', oldPlaceId);
    // the destination is drawn from the edition's seed: find it by applying, then check who was told what
    await requestEdition(app, [person!.id]);
    await app.jobs.drain('data-refresh');
    const moved = await app.publicRecordsRepository.person(person!.id);
    const household = (await updates()).filter((update) => update.type === 'location');
    expect(household).toEqual([
      expect.objectContaining({
        field: 'resident',
        new_value: null,
        old_value: expect.stringContaining(person!.first_name),
      }),
    ]);

    // now watch the new address and a neighbor of it, and move someone else in next door
    const newPlace = await app.publicRecordsRepository.place(moved!.place_id);
    await monitor('location', newPlace!.id);
    const [mover] = await peopleWith(app, 0, 1, 40);
    await requestEdition(app, [mover!.id]);
    await app.jobs.drain('data-refresh');
    const arrived = await app.publicRecordsRepository.person(mover!.id);
    const arrivedPlace = await app.publicRecordsRepository.place(arrived!.place_id);
    const neighbors = await app.publicRecordsRepository.neighbors(arrivedPlace!, 10);
    const told = (await updates()).filter((update) => update.type === 'location').map((update) => update.field);
    // told about the arrival only if the new address is next door (same street and ZIP) to the watched one
    const nextDoor = neighbors.some((place) => place.id === newPlace!.id) ? ['neighbor'] : [];
    expect(told.sort()).toEqual(['resident', ...nextDoor].sort());
  });

  it('a stopped watch is not told, and editions apply in order', async () => {
    const [person] = await peopleWith(app, 0, 1, 50);
    const watchId = await monitor('person', person!.id);
    const stop = await inject(app, {
      method: 'PATCH',
      url: `/v1/me/monitored/person-records/${watchId}`,
      token,
      payload: { isArchived: true },
    });
    expect(stop.statusCode).toBe(200);
    const first = await requestEdition(app, [person!.id]);
    const second = await requestEdition(app, []);
    expect([first?.edition, second?.edition]).toEqual([1, 2]);
    expect(await app.jobs.drain('data-refresh')).toBe(2);
    expect(await updates()).toEqual([]);
  });
});

describe.each(ENGINES)('data-refresh job with sampled changes on %s', (engine) => {
  let context: RecordsContext;

  beforeAll(async () => {
    context = await recordsContext(engine, 400, {
      config: {
        // a fifth of the data set changes: every kind of change happens
        dataRefresh: refreshConfig(2_000),
      },
    });
  }, 120_000);
  afterAll(async () => closeRecords(context));

  it('moves households, gives new phones and adds children, and the data set stays coherent', async () => {
    const { app } = context;
    const before = await app.db
      .selectFrom('pr_people')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const job = await requestEdition(app);
    await app.jobs.drain('data-refresh');
    const stats = JSON.parse((await app.dataRefresh.find(app.db, job!.id))!.stats!) as Record<string, number>;
    expect(stats.moves).toBeGreaterThan(0);
    expect(stats.phones).toBeGreaterThan(0);
    expect(stats.births).toBeGreaterThan(0);
    const after = await app.db
      .selectFrom('pr_people')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after!.n) - Number(before!.n)).toBe(stats.births);
    // every household lives at exactly one current address, the one its people have
    const mismatched = await app.db
      .selectFrom('pr_people as p')
      .innerJoin('pr_residences as r', (join) =>
        join.onRef('r.household_id', '=', 'p.household_id').on('r.end_date', 'is', null),
      )
      .select('p.id')
      .whereRef('r.place_id', '<>', 'p.place_id')
      .execute();
    expect(mismatched).toEqual([]);
    // each new phone is a current number of its person
    const current = await app.db
      .selectFrom('pr_phones')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('first_seen', '=', new Date().toISOString().slice(0, 10))
      .where('is_current', '=', 1)
      .executeTakeFirst();
    expect(Number(current!.n)).toBe(stats.phones);
  });
});

describe.each(ENGINES)('data-refresh job and the sex offender watch on %s', (engine) => {
  let context: RecordsContext;

  beforeAll(async () => {
    // enough people for a few registered offenders; no sampled changes
    context = await recordsContext(engine, undefined, {
      config: {
        dataRefresh: refreshConfig(0),
      },
    });
  }, 120_000);
  afterAll(async () => closeRecords(context));

  it('an offender moving near a saved address alerts its member once, with the offender and the new address', async () => {
    const { app } = context;
    const token = (await loginTokens(app, MEMBERS.dataMonitoring)).accessToken;
    const [offender] = await peopleWith(app, FLAGS.sexOffender);
    // where edition 1 takes the offender: the plan is the job's own, from the data set's seed
    const data = createPublicRecordsEditionsRepository(app.db);
    const { info } = await app.publicRecordsRepository.dataset(Date.now());
    const [move] = planEdition({
      datasetSeed: info!.seed,
      edition: 1,
      ...(await data.bounds()),
      changesPer10k: 0,
      offenderIds: await data.offenderIds(),
      forcedMoves: [offender!.id],
    });
    const destination = await app.publicRecordsRepository.place(move!.kind === 'move' ? move!.toPlaceId : 0);
    const saved = await inject(app, {
      method: 'PUT',
      url: '/v1/me/sex-offender-watch/addresses/home',
      token,
      payload: {
        street: `${destination!.street_number} ${destination!.street_name}`,
        city: destination!.city,
        state: destination!.state,
        zip: destination!.zip,
        radiusMiles: 1,
      },
    });
    expect(saved.statusCode).toBe(200);

    await requestEdition(app, [offender!.id]);
    expect(await app.jobs.drain('data-refresh')).toBe(1);

    const body = json<{ location_notifications: Update[] }>(
      await inject(app, { method: 'GET', url: NOTIFICATIONS, token }),
    );
    const alerts = body.location_notifications.filter((update) => update.field === 'sex_offender');
    const name = [offender!.first_name, offender!.middle_name, offender!.last_name, offender!.suffix]
      .filter(Boolean)
      .join(' ');
    expect(alerts).toEqual([
      expect.objectContaining({
        monitored_record_id: null,
        first_name: offender!.first_name,
        new_value: `${name}, ${placeLine(destination!)}`,
        display: expect.stringMatching(
          /^A registered sex offender moved within 1 mi of your home address \(0\.0 mi away\): /,
        ),
      }),
    ]);
    // the registration moved with them: the watch now finds them at the saved address
    const near = json<{ items: Array<{ name: string }> }>(
      await inject(app, { method: 'GET', url: '/v1/me/sex-offender-watch/addresses/home/offenders', token }),
    );
    expect(JSON.stringify(near.items)).toContain(offender!.last_name);
  });
});
