import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';

import type { Database, PrPlacesTable } from '../db/schema';
import {
  changeNotices,
  type AddressWatcher,
  type AppliedChange,
  type Watch,
  type Watchers,
} from '../domain/monitoring/change-notices';
import { planEdition, type EditionChange } from '../domain/monitoring/edition-plan';
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
import type { PublicRecordsRepository } from '../repositories/public-records-repository';
import { createSexOffenderWatchRepository } from '../repositories/sex-offender-watch-repository';
import { createJobRunner, retryDelayMs } from '../jobs/job-runner';

// The data-refresh job of report monitoring (issue 18 point 4), on the job runner the PDFs, mail and Guardian scans
// use. A job is one edition of the public-records data (domain/monitoring/edition-plan.ts): its changes are applied
// to the data set, the members who monitor a changed person or place get a report update with the old and the new
// value (domain/monitoring/change-notices.ts), and the job is marked complete, all in one transaction that only the
// worker still holding the claim can commit. A worker that dies mid-edition leaves nothing behind; the job is taken
// over when its lease runs out and applied once. Editions are queued by the scheduler every `intervalMs` and by the
// `monitoring:refresh` command.

export interface DataRefreshWorkerOptions {
  db: Kysely<Database>;
  publicRecords: PublicRecordsRepository;
  clock: () => number;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  leaseMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** time between scheduled editions; 0 = only on demand */
  intervalMs: number;
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

class ClaimLost extends Error {}

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

export function createDataRefreshWorker(options: DataRefreshWorkerOptions) {
  const { db, publicRecords, clock, log, leaseMs, maxAttempts, retryBaseMs } = options;
  const refreshes = createDataRefreshesRepository(db);

  async function datasetSeed(): Promise<string | undefined> {
    return (await publicRecords.dataset(clock())).info?.seed;
  }

  /** Watches written before migration 0090 get the data set id their pointer decodes to. */
  async function resolveSubjects(trx: Transaction<Database>): Promise<void> {
    const { pointers } = await publicRecords.dataset(clock());
    for (const kind of ['person', 'location'] as const satisfies readonly MonitoredKind[]) {
      const monitored = createMonitoredRecordsRepository(trx, kind);
      for (const row of await monitored.withoutSubject()) {
        const id = pointers.decode(kind, row.pointer);
        if (id !== undefined) await monitored.setSubject(row.id, id);
      }
    }
  }

  async function applyMove(
    trx: Transaction<Database>,
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

  async function applyEdition(trx: Transaction<Database>, job: DataRefreshRow) {
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

  async function watchersOf(trx: Transaction<Database>, applied: AppliedChange[]): Promise<Watchers> {
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

  async function refresh(job: DataRefreshRow, token: string): Promise<RefreshStats> {
    const started = performance.now();
    return db.transaction().execute(async (trx) => {
      await resolveSubjects(trx);
      const { applied, counts } = await applyEdition(trx, job);
      const now = clock();
      const notices = changeNotices(Number(job.edition), applied, await watchersOf(trx, applied));
      const told = await createNotificationsRepository(trx).addRecordNotificationsOfMany(
        notices.map((notice) => ({ ...notice, createdAt: now })),
      );
      const stats: RefreshStats = {
        edition: Number(job.edition),
        ...counts,
        notifications: told.length,
        members: new Set(told).size,
        ms: Math.round(performance.now() - started),
      };
      if (!(await createDataRefreshesRepository(trx).complete(job.id, token, stats, now))) throw new ClaimLost();
      return stats;
    });
  }

  async function work(job: DataRefreshRow, token: string): Promise<void> {
    try {
      const stats = await refresh(job, token);
      log.info(stats, 'data refresh applied');
    } catch (error) {
      if (error instanceof ClaimLost) {
        log.info({ refreshId: job.id }, 'data refresh was taken over by another worker; this attempt stops');
        return;
      }
      const attempts = Number(job.attempts) + 1;
      const final = attempts >= maxAttempts;
      log.warn({ refreshId: job.id, err: error, final }, 'data refresh failed');
      await refreshes.release(
        job.id,
        token,
        final ? 'failed' : { retryAt: clock() + retryDelayMs(attempts, retryBaseMs) },
        error instanceof Error ? error.message : String(error),
        clock(),
      );
    }
  }

  /** Queues the next edition of the current data set (with people it must move); undefined without a data set. */
  async function enqueue(forcedPeople: number[] = []): Promise<DataRefreshRow | undefined> {
    const seed = await datasetSeed();
    if (!seed) return undefined;
    return refreshes.enqueue(seed, forcedPeople, clock());
  }

  /** Queues the next edition when the last one is `intervalMs` old (the first one `intervalMs` after start-up). */
  let startedAt: number | undefined;
  async function scheduleDue(): Promise<boolean> {
    if (options.intervalMs <= 0) return false;
    const seed = await datasetSeed();
    if (!seed) return false;
    const now = clock();
    startedAt ??= now;
    const latest = await refreshes.latest(seed);
    const since = latest ? Number(latest.created_at) : startedAt;
    if (now - since < options.intervalMs) return false;
    return Boolean(await refreshes.enqueue(seed, [], now));
  }

  const runner = createJobRunner<DataRefreshRow>({
    queue: {
      candidates: (now, limit) => refreshes.candidates(now, leaseMs, limit),
      claim: (job, token, now) => refreshes.claim(job, token, now),
      work,
    },
    clock,
    log,
    pollIntervalMs: options.pollIntervalMs,
    beforePass: async () => {
      await scheduleDue();
    },
  });

  return { ...runner, enqueue, scheduleDue, find: (id: number) => refreshes.find(id) };
}

export type DataRefreshWorker = ReturnType<typeof createDataRefreshWorker>;
