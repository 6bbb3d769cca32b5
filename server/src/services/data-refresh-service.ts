import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database, PrPlacesTable } from '../db/schema';
import {
  changeNotices,
  type AddressWatcher,
  type AppliedChange,
  type Watch,
  type Watchers,
} from '../domain/monitoring/change-notices';
import { planEdition, type EditionChange } from '../domain/monitoring/edition-plan';
import { createPointerCodec } from '../domain/pointers';
import { FLAGS } from '../domain/public-records-model';
import { createDataRefreshesRepository, type DataRefreshRow } from '../repositories/data-refreshes-repository';
import {
  createMonitoredRecordsRepository,
  placeWatchesInZips,
  type MonitoredKind,
} from '../repositories/monitored-records-repository';
import { createNotificationsRepository } from '../repositories/notifications-repository';
import {
  createPublicRecordsEditionsRepository,
  type EditionPerson,
  type PublicRecordsEditionsRepository,
} from '../repositories/public-records-editions-repository';
import { readDataset } from '../repositories/public-records-dataset';
import { createSexOffenderWatchRepository } from '../repositories/sex-offender-watch-repository';

// The editions of report monitoring (issue 18 point 4), applied by the data-refresh job (jobs/definitions/
// data-refresh.ts, issue 57). An edition of the public-records data (domain/monitoring/edition-plan.ts) is applied
// to the data set, the members who monitor a changed person or place get a report update with the old and the new
// value (domain/monitoring/change-notices.ts) and a live event, and the edition's row in data_refreshes is marked
// complete, all through the connection the job gives: the transaction that also completes the job, so a worker that
// dies mid-edition leaves nothing behind and the job taken over applies the edition once.

export interface DataRefreshServiceOptions {
  /** the pointers of watches written before migration 0090 are decoded with it */
  pointerSecret: string;
  clock: () => number;
  log: FastifyBaseLogger;
  /** changes per 10,000 people in an edition */
  changesPer10k: number;
}

export interface RefreshStats {
  edition: number;
  moves: number;
  phones: number;
  births: number;
  offenderMoves: number;
  notifications: number;
  members: number;
  ms: number;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function groupWatches<K>(rows: Array<{ id: number; account_id: number; key: K }>): Map<K, Watch[]> {
  const map = new Map<K, Watch[]>();
  for (const row of rows) {
    const list = map.get(row.key) ?? [];
    list.push({ accountId: row.account_id, monitoredRecordId: row.id });
    map.set(row.key, list);
  }
  return map;
}

export function createDataRefreshService(options: DataRefreshServiceOptions) {
  const { clock, log } = options;

  /**
   * The seed of the ready data set, read through `db` rather than the app's cached repository: on SQLite the job's
   * transaction holds the one connection, and a read through the app's pool would wait for it forever.
   */
  async function datasetSeed(db: Kysely<Database>): Promise<string | undefined> {
    const info = await readDataset(db);
    return info?.status === 'ready' ? info.seed : undefined;
  }

  /** Watches written before migration 0090 get the data set id their pointer decodes to. */
  async function resolveSubjects(trx: Kysely<Database>): Promise<void> {
    const seed = await datasetSeed(trx);
    if (!seed) return;
    const pointers = createPointerCodec({ secret: options.pointerSecret, seed });
    for (const kind of ['person', 'location'] as const satisfies readonly MonitoredKind[]) {
      const monitored = createMonitoredRecordsRepository(trx, kind);
      for (const row of await monitored.withoutSubject()) {
        const id = pointers.decode(kind, row.pointer);
        if (id !== undefined) await monitored.setSubject(row.id, id);
      }
    }
  }

  async function applyMove(
    trx: Kysely<Database>,
    data: PublicRecordsEditionsRepository,
    person: EditionPerson,
    to: PrPlacesTable,
    day: string,
    moved: Set<number>,
  ): Promise<AppliedChange | undefined> {
    if (moved.has(person.household_id) || person.place_id === to.id) return undefined;
    moved.add(person.household_id);
    const people = await data.household(person.household_id);
    const from = (await data.places([person.place_id])).get(person.place_id);
    await data.moveHousehold(person.household_id, people, to, day);
    const offenders = people.filter((member) => member.flags & FLAGS.sexOffender);
    const watch = createSexOffenderWatchRepository(trx);
    const addressWatchers: AddressWatcher[] = [];
    for (const offender of offenders) {
      // the registration follows the offender; watchers whose radius the new address is in (and the old was not)
      const relocated = await watch.moveOffender(offender.id, to.id);
      if (!relocated) continue;
      for (const watcher of await watch.watchersReached(relocated)) {
        addressWatchers.push({
          accountId: watcher.account_id,
          label: watcher.label,
          radiusMiles: Number(watcher.radius_miles),
          distanceMiles: watcher.distanceMiles,
          offenderId: offender.id,
        });
      }
    }
    return {
      addressWatchers,
      kind: 'move',
      people,
      offenderIds: offenders.map((member) => member.id),
      from,
      to,
      neighborPlaceIds: await data.neighborPlaceIds(to),
    };
  }

  async function applyEdition(trx: Kysely<Database>, job: DataRefreshRow) {
    const data = createPublicRecordsEditionsRepository(trx);
    const bounds = await data.bounds();
    const plan = planEdition({
      datasetSeed: job.dataset_seed,
      edition: Number(job.edition),
      ...bounds,
      changesPer10k: options.changesPer10k,
      offenderIds: await data.offenderIds(),
      forcedMoves: JSON.parse(job.forced_people) as number[],
    });
    const day = isoDay(clock());
    const people = new Map((await data.people(plan.map((change) => change.personId))).map((row) => [row.id, row]));
    const targets = await data.places(plan.flatMap((change) => (change.kind === 'move' ? [change.toPlaceId] : [])));
    const applied: AppliedChange[] = [];
    const moved = new Set<number>();
    const families: number[] = [];
    const counts = { moves: 0, phones: 0, births: 0, offenderMoves: 0 };

    for (const change of plan satisfies EditionChange[]) {
      const person = people.get(change.personId);
      if (!person) continue;
      if (change.kind === 'move') {
        const to = targets.get(change.toPlaceId);
        const done = to ? await applyMove(trx, data, person, to, day, moved) : undefined;
        if (done?.kind === 'move') {
          applied.push(done);
          counts.moves += 1;
          counts.offenderMoves += done.offenderIds.length;
        }
      } else if (change.kind === 'phone') {
        const current = await data.currentPhone(person.id);
        const place = (await data.places([person.place_id])).get(person.place_id);
        const state = current?.state ?? place?.state;
        const area = current?.number.slice(0, 3) ?? (state ? await data.areaCodeIn(state) : undefined);
        if (!state || !area) continue;
        // a 555 exchange: never a real subscriber's number
        const number = `${area}555${String(change.line).padStart(4, '0')}`;
        if (number === current?.number) continue;
        await data.addCurrentPhone(person.id, number, state, day);
        applied.push({ kind: 'phone', person, oldNumber: current?.number, newNumber: number });
        counts.phones += 1;
      } else {
        const place = (await data.places([person.place_id])).get(person.place_id);
        if (!place) continue;
        const relatives = await data.family(person.family_id);
        const child = await data.addChild(person, change, place, day);
        families.push(person.family_id);
        applied.push({ kind: 'relative', child, place, relatives });
        counts.births += 1;
      }
    }
    await data.refreshRelatives(families);
    return { applied, counts };
  }

  async function watchersOf(trx: Kysely<Database>, applied: AppliedChange[]): Promise<Watchers> {
    const personIds: number[] = [];
    const placeIds: number[] = [];
    const zips: string[] = [];
    for (const change of applied) {
      if (change.kind === 'move') {
        personIds.push(...change.people.map((person) => person.id));
        placeIds.push(change.to.id, ...change.neighborPlaceIds, ...(change.from ? [change.from.id] : []));
        if (change.offenderIds.length) zips.push(change.to.zip);
      } else if (change.kind === 'phone') personIds.push(change.person.id);
      else {
        personIds.push(...change.relatives.map((person) => person.id));
        placeIds.push(change.place.id);
      }
    }
    const people = await createMonitoredRecordsRepository(trx, 'person').watchesOf(personIds);
    const places = await createMonitoredRecordsRepository(trx, 'location').watchesOf(placeIds);
    const inZips = await placeWatchesInZips(trx, zips);
    return {
      people: groupWatches(people.map((row) => ({ ...row, key: row.subject_id }))),
      places: groupWatches(places.map((row) => ({ ...row, key: row.subject_id }))),
      placesByZip: groupWatches(inZips.map((row) => ({ ...row, key: row.zip }))),
    };
  }

  /** Applies a queued edition through `db`, its completion included; its stats. */
  async function applyRefresh(db: Kysely<Database>, refresh: DataRefreshRow): Promise<RefreshStats> {
    const started = performance.now();
    await resolveSubjects(db);
    const { applied, counts } = await applyEdition(db, refresh);
    const now = clock();
    const notices = changeNotices(Number(refresh.edition), applied, await watchersOf(db, applied));
    // with one live event per member told, through `db` too: an open tab hears of an update that committed
    const told = await createNotificationsRepository(db).addRecordNotificationsOfMany(
      notices.map((notice) => ({ ...notice, createdAt: now })),
    );
    const stats: RefreshStats = {
      edition: Number(refresh.edition),
      ...counts,
      notifications: told.length,
      members: new Set(told).size,
      ms: Math.round(performance.now() - started),
    };
    // another try of the same edition (a worker whose job expired) committed first: this one must not commit
    if (!(await createDataRefreshesRepository(db).complete(refresh.id, stats, now))) {
      throw new Error(`edition ${refresh.edition} (data refresh ${refresh.id}) is no longer queued`);
    }
    log.info(stats, 'data refresh applied');
    return stats;
  }

  /**
   * Records the next edition of the current data set as queued (with people it must move, for demos and tests),
   * through `db`; undefined without a data set, or when another writer recorded that edition first.
   */
  async function record(db: Kysely<Database>, forcedPeople: number[] = []): Promise<DataRefreshRow | undefined> {
    const seed = await datasetSeed(db);
    if (!seed) return undefined;
    return createDataRefreshesRepository(db).enqueue(seed, forcedPeople, clock());
  }

  return {
    record,

    /** Applies the queued edition `id` through `db`; undefined when it is not queued (applied, or failed for good). */
    async apply(db: Kysely<Database>, id: number): Promise<RefreshStats | undefined> {
      const refresh = await createDataRefreshesRepository(db).find(id);
      if (refresh?.status !== 'queued') {
        log.info({ refreshId: id, status: refresh?.status }, 'data refresh not queued: nothing to apply');
        return undefined;
      }
      return applyRefresh(db, refresh);
    },

    /** Records the next edition and applies it, through `db` (the schedule's editions); undefined without a data set. */
    async applyNext(db: Kysely<Database>): Promise<RefreshStats | undefined> {
      const refresh = await record(db);
      return refresh && applyRefresh(db, refresh);
    },

    /**
     * Marks the edition `id` failed for good, through `db`. Without an id (a scheduled edition, whose row rolled back
     * with each failed try) the next edition is recorded as failed: the record of editions shows it, and the next
     * period applies the edition after it rather than the one that failed again.
     */
    async markFailed(db: Kysely<Database>, id: number | undefined, error: string): Promise<void> {
      const refreshes = createDataRefreshesRepository(db);
      const refresh = id === undefined ? await record(db) : await refreshes.find(id);
      if (refresh) await refreshes.fail(refresh.id, error, clock());
    },

    find: (db: Kysely<Database>, id: number) => createDataRefreshesRepository(db).find(id),
  };
}

export type DataRefreshService = ReturnType<typeof createDataRefreshService>;
