import { SEARCH_MAX_PAGE_SIZE, type PhoneLineType } from '@beacon/validation';
import { CompiledQuery, type Kysely } from 'kysely';

import type { DialectName } from '../db/create-database';
import { PREPARED } from '../db/prepared-statements';
import type { Database, PrPeopleTable, PrPlacesTable } from '../db/schema';
import { readDataset, type DatasetInfo } from './public-records-dataset';
import { createPointerCodec, type PointerCodec } from '../domain/pointers';
import { phoneticKey, prefixUpperBound } from '../domain/search-keys';

// Reads of the public-records data set. The search queries are hand-written SQL, identical on both engines except
// for the placeholder style, compiled once per shape: they run on every search, and the query builder's compile
// step would cost more than the indexed lookups themselves. Every read leaves out people who opted out.

export const MAX_SEARCH_RESULTS = 1000;

export type MatchTier = 1 | 2 | 3;

export interface PersonSearchKeys {
  firstKey: string;
  lastKey: string;
  /** nickname and formal variants of firstKey */
  variants: string[];
  /** phonetic keys of firstKey and of its variants */
  firstPhonetics: string[];
  lastPhonetic: string;
  /** a one-letter first name: match every first name with that initial */
  initialOnly: boolean;
  state?: string | undefined;
  cityKey?: string | undefined;
  middleInitial?: string | undefined;
  birthYearMin?: number | undefined;
  birthYearMax?: number | undefined;
}

/** What a result card shows of a person (pr_people_sound_idx holds all of it but the id, which is its rowid). */
const TEASER_FIELDS = [
  'id',
  'first_name',
  'middle_name',
  'last_name',
  'suffix',
  'maiden_name',
  'dob',
  'dod',
  'places_summary',
  'relatives_summary',
] as const;

export type TeaserRow = Pick<PrPeopleTable, (typeof TEASER_FIELDS)[number]>;

const TEASER_COLUMNS = TEASER_FIELDS.map((field) => `p.${field}`).join(', ');
/** The same read from pr_people_sound_idx alone (one table, no alias). */
const SOUND_TEASER_COLUMNS = TEASER_FIELDS.join(', ');

/**
 * A LIMIT or OFFSET written into the statement rather than bound. SQLite (3.53 here) plans with a bound LIMIT's
 * value, so a statement with `limit ?` is re-prepared (parsed and planned again) every time a value is bound to it,
 * the same one included: 8 µs of a 12 µs search statement replayed alone, and the larger part of the re-preparing
 * that took 6.6 % of a server worker's CPU under bench:search (2026-11-29). A count here is a whole number the
 * service computed, never text from a request, and the few values that occur (mostly one page size) make few
 * statements.
 */
function rowCount(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`not a row count: ${count}`);
  return String(count);
}

export type PersonRow = PrPeopleTable;
export type PlaceRow = PrPlacesTable;

export interface ResidenceView {
  place: PlaceRow;
  start_date: string;
  end_date: string | null;
}

const DATASET_TTL_MS = 5_000;
/**
 * Counts of recent person searches, per worker. Common names ("John Smith") are searched again and again and their
 * count reads up to 1,000 index entries; a count may lag an opt-out by this long (the pages themselves, and so who
 * is shown, are never cached).
 */
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_SIZE = 10_000;
/**
 * Full pages of recent person searches, per worker (SEARCH_PAGE_CACHE_MS, default 5 s): members repeat common names
 * ("John Smith") and their first pages. A confirmed opt-out clears this worker's pages at once; another worker's
 * expire within this time.
 */
const PAGE_CACHE_SIZE = 2_000;
/**
 * A filtered person search reads every match without ranking them in SQL when the page ends within this many (one
 * page of the largest size): a name and a filter match fewer people than that far more often than not.
 */
const SMALL_RANGE = SEARCH_MAX_PAGE_SIZE;

export interface PublicRecordsRepositoryOptions {
  /** POINTER_SECRET: the key material of the data set's pointers */
  pointerSecret: string;
  /** SEARCH_PAGE_CACHE_MS: how long full pages of person search are kept (0: not at all) */
  pageCacheMs?: number;
}

export function createPublicRecordsRepository(
  db: Kysely<Database>,
  dialect: DialectName,
  { pointerSecret, pageCacheMs = 5_000 }: PublicRecordsRepositoryOptions,
) {
  const compiled = new Map<string, string>();

  /** `?` placeholders → the dialect's, once per SQL text. */
  function toDialect(text: string): string {
    if (dialect === 'sqlite') return text;
    let converted = compiled.get(text);
    if (converted === undefined) {
      let n = 0;
      converted = text.replace(/\?/g, () => `$${(n += 1)}`);
      compiled.set(text, converted);
    }
    return converted;
  }

  async function query<R>(text: string, parameters: unknown[]): Promise<R[]> {
    const result = await db.executeQuery<R>(CompiledQuery.raw(toDialect(text), parameters));
    return result.rows as R[];
  }

  const marks = (count: number) => Array.from({ length: count }, () => '?').join(', ');

  let cachedDataset: { at: number; info: DatasetInfo | undefined; codec: PointerCodec } | undefined;

  async function current(now: number) {
    if (!cachedDataset || now - cachedDataset.at > DATASET_TTL_MS) {
      const info = await readDataset(db);
      const ready = info?.status === 'ready' ? info : undefined;
      // one literal for every refresh: a spread of the old entry gave the new one another hidden class, and the
      // search's optimized code was thrown away at each refresh in a worker's first minute (--trace-deopt, 2026-11-29)
      const codec =
        cachedDataset && cachedDataset.info?.seed === ready?.seed
          ? cachedDataset.codec
          : createPointerCodec({ secret: pointerSecret, seed: ready?.seed ?? '' });
      cachedDataset = { at: now, info: ready, codec };
    }
    return cachedDataset;
  }

  function filters(keys: PersonSearchKeys, parameters: unknown[]): string {
    let where = ' and opted_out = 0';
    if (keys.state) {
      where += ' and state = ?';
      parameters.push(keys.state);
    }
    if (keys.birthYearMin !== undefined) {
      where += ' and birth_year >= ?';
      parameters.push(keys.birthYearMin);
    }
    if (keys.birthYearMax !== undefined) {
      where += ' and birth_year <= ?';
      parameters.push(keys.birthYearMax);
    }
    if (keys.middleInitial) {
      where += ' and middle_initial = ?';
      parameters.push(keys.middleInitial);
    }
    if (keys.cityKey) {
      where += ' and city_key = ?';
      parameters.push(keys.cityKey);
    }
    return where;
  }

  /**
   * Every exact or nickname match also sounds alike: its last name has the searched last name's phonetic key, and
   * its first name one of the phonetic keys of the searched first name and its variants. Then one lookup in the
   * phonetic index finds all three tiers, and the tier is worked out from the names the index also holds.
   */
  function soundsAlikeCoversAll(keys: PersonSearchKeys): boolean {
    return (
      !keys.initialOnly &&
      keys.lastPhonetic !== '' &&
      keys.lastPhonetic === phoneticKey(keys.lastKey) &&
      [keys.firstKey, ...keys.variants].every((name) => {
        const code = phoneticKey(name);
        return code !== '' && keys.firstPhonetics.includes(code);
      })
    );
  }

  /** The tier of a row found by sound, from the names the index holds (parameters pushed first). */
  function tierBySound(keys: PersonSearchKeys, parameters: unknown[]): string {
    parameters.push(keys.lastKey, keys.firstKey);
    let tier = 'case when last_key = ? and first_key = ? then 1';
    if (keys.variants.length) {
      parameters.push(keys.lastKey, ...keys.variants);
      tier += ` when last_key = ? and first_key in (${marks(keys.variants.length)}) then 2`;
    }
    return `${tier} else 3 end`;
  }

  /** Everyone who sounds alike (and passes the filters): the rows of the three tiers. */
  function fromSound(keys: PersonSearchKeys, parameters: unknown[]): string {
    parameters.push(keys.lastPhonetic, ...keys.firstPhonetics);
    return (
      `from pr_people where last_phon = ? and first_phon in (${marks(keys.firstPhonetics.length)})` +
      filters(keys, parameters)
    );
  }

  /** One lookup per tier: for a one-letter first name (any first name with that initial), or names without a
   * phonetic key. */
  function rankedByUnion(keys: PersonSearchKeys, parameters: unknown[]): string {
    const parts: string[] = [];
    const firstUpper = prefixUpperBound(keys.firstKey);

    // 1: exact first and last name
    parameters.push(keys.lastKey, keys.firstKey);
    parts.push(`select id, 1 as tier from pr_people where last_key = ? and first_key = ?${filters(keys, parameters)}`);

    // 2: same last name, a nickname form of the first name, or any first name with the given initial
    if (keys.initialOnly) {
      parameters.push(keys.lastKey, keys.firstKey, firstUpper, keys.firstKey);
      parts.push(
        `select id, 2 as tier from pr_people where last_key = ? and first_key > ? and first_key < ? and first_key <> ?${filters(keys, parameters)}`,
      );
    } else if (keys.variants.length) {
      parameters.push(keys.lastKey, ...keys.variants);
      parts.push(
        `select id, 2 as tier from pr_people where last_key = ? and first_key in (${marks(keys.variants.length)})${filters(keys, parameters)}`,
      );
    }

    // 3: the last name sounds the same (and the first name does, or is a variant), not already matched above
    if (keys.lastPhonetic) {
      if (keys.initialOnly) {
        parameters.push(keys.lastPhonetic, keys.firstKey, firstUpper, keys.lastKey);
        parts.push(
          `select id, 3 as tier from pr_people where last_phon = ? and first_key >= ? and first_key < ? and last_key <> ?${filters(keys, parameters)}`,
        );
      } else if (keys.firstPhonetics.length) {
        const names = [keys.firstKey, ...keys.variants];
        parameters.push(keys.lastPhonetic, ...keys.firstPhonetics, keys.lastKey, ...names);
        parts.push(
          `select id, 3 as tier from pr_people where last_phon = ? and first_phon in (${marks(keys.firstPhonetics.length)}) and not (last_key = ? and first_key in (${marks(names.length)}))${filters(keys, parameters)}`,
        );
      }
    }
    return parts.join(' union all ');
  }

  /** Teaser columns of these people (not opted out), in the order of `ids`. */
  async function teasers(ids: number[]): Promise<TeaserRow[]> {
    if (!ids.length) return [];
    const rows = await query<TeaserRow>(
      `select ${TEASER_COLUMNS} from pr_people p where p.id in (${marks(ids.length)}) and p.opted_out = 0`,
      ids,
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.map((id) => byId.get(id)).filter((row): row is TeaserRow => row !== undefined);
  }

  const counts = new Map<string, { total: number; at: number }>();
  const pages = new Map<
    string,
    { page: { total: number; rows: Array<TeaserRow & { tier: MatchTier }> }; at: number }
  >();

  async function searchPeoplePageNow(
    keys: PersonSearchKeys,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: Array<TeaserRow & { tier: MatchTier }> }> {
    const pageLimit = Math.max(0, Math.min(limit, MAX_SEARCH_RESULTS - offset));

    if (!soundsAlikeCoversAll(keys)) {
      const parameters: unknown[] = [];
      const text = rankedByUnion(keys, parameters);
      const ranked = await query<{ id: number; tier: number }>(
        `${text} order by tier, id limit ${rowCount(MAX_SEARCH_RESULTS)}`,
        parameters,
      );
      const page = ranked.slice(offset, offset + pageLimit);
      const tiers = new Map(page.map((row) => [Number(row.id), Number(row.tier) as MatchTier]));
      const rows = await teasers([...tiers.keys()]);
      // Object.assign on the fresh row rather than a spread into a new object (see the service's searchResult)
      return {
        total: ranked.length,
        rows: rows.map((row) => Object.assign(row, { tier: tiers.get(Number(row.id))! })),
      };
    }
    const unfiltered = !filtered(keys);
    if (pageLimit === 0) {
      return { total: unfiltered ? (await storedCounts(keys)).total : await countBySound(keys), rows: [] };
    }
    const through = offset + pageLimit;
    // A search without filters reads its page in rank order whatever the name (below): one descent and a page per
    // read. Reading a rare name's few matches first, as a filtered search does, is cheaper at 1 M people (SQLite, in
    // the worker's process: 45 against 66 µs a search) but a second statement whenever the name has more than a page
    // of matches, which more names do as the data set grows: 87 µs either way at 5 M, so the search grew 1.9 times
    // from 1 M to 5 M that way and 1.3 times this way (2,000+ sampled names, page 1; docs/scaling.md).
    if (through <= SMALL_RANGE && !unfiltered) {
      // A filter leaves most names a handful of people. Read them in the index's order, at most one more than this
      // page needs: fewer means that this is everyone, ranked here. SQLite's sorter (ORDER BY tier, id) costs more
      // than reading the rows, even for one row.
      const parameters: unknown[] = [];
      const tier = tierBySound(keys, parameters);
      const from = fromSound(keys, parameters);
      const everyone = await query<TeaserRow & { tier: MatchTier }>(
        `${PREPARED}select ${SOUND_TEASER_COLUMNS}, ${tier} as tier ${from} limit ${rowCount(through + 1)}`,
        parameters,
      );
      if (everyone.length <= through) {
        everyone.sort((a, b) => Number(a.tier) - Number(b.tier) || Number(a.id) - Number(b.id));
        return { total: everyone.length, rows: everyone.slice(offset, through) };
      }
    }
    if (!unfiltered) return soundRangePage(keys, offset, pageLimit);
    // SQLite: two statements, no round trip between them; PostgreSQL: one round trip (see the two functions)
    return dialect === 'sqlite'
      ? rankOrderedPageByCounts(keys, offset, pageLimit)
      : rankOrderedPage(keys, offset, pageLimit);
  }

  /** A search narrowed by state, city, middle initial or age: no stored count or rank order holds a filter. */
  function filtered(keys: PersonSearchKeys): boolean {
    return Boolean(
      keys.state ||
      keys.cityKey ||
      keys.middleInitial ||
      keys.birthYearMin !== undefined ||
      keys.birthYearMax !== undefined,
    );
  }

  /**
   * A page ranked from the name's whole sound-alike range, read from pr_people_sound_idx and sorted by tier and id,
   * and the count of that range: what a filtered search reads (the filters narrow the range), and the reference the
   * rank-ordered path is tested against.
   */
  async function soundRangePage(
    keys: PersonSearchKeys,
    offset: number,
    pageLimit: number,
  ): Promise<{ total: number; rows: Array<TeaserRow & { tier: MatchTier }> }> {
    const parameters: unknown[] = [];
    const tier = tierBySound(keys, parameters);
    const from = fromSound(keys, parameters);
    const rows = await query<TeaserRow & { tier: MatchTier }>(
      `${PREPARED}select ${SOUND_TEASER_COLUMNS}, ${tier} as tier ${from} order by tier, id ` +
        `limit ${rowCount(pageLimit)} offset ${rowCount(offset)}`,
      parameters,
    );
    const complete = rows.length > 0 ? rows.length < pageLimit : offset === 0;
    return { total: complete ? offset + rows.length : await countBySound(keys), rows };
  }

  /** The names of the nickname tier: the variants, without the searched name itself, each once. */
  function nicknames(keys: PersonSearchKeys): string[] {
    return [...new Set(keys.variants)].filter((name) => name !== keys.firstKey);
  }

  /**
   * The stored counts of a search (db/search-counts.ts): people of the searched name and of each nickname, and the
   * total of its sound-alike range (capped as a count is), in one statement of a few key lookups.
   */
  async function storedCounts(keys: PersonSearchKeys): Promise<{ byName: Map<string, number>; total: number }> {
    const names = [keys.firstKey, ...nicknames(keys)];
    const phonetics = [...new Set(keys.firstPhonetics)];
    const rows = await query<{ kind: number; name: string; people: number }>(
      `${PREPARED}select 1 as kind, first_key as name, people from pr_name_counts where last_key = ? and first_key in (${marks(names.length)}) ` +
        `union all select 2 as kind, first_phon as name, people from pr_sound_counts where last_phon = ? and first_phon in (${marks(phonetics.length)})`,
      [keys.lastKey, ...names, keys.lastPhonetic, ...phonetics],
    );
    const byName = new Map<string, number>();
    let sound = 0;
    for (const row of rows) {
      if (Number(row.kind) === 1) byName.set(row.name, Number(row.people));
      else sound += Number(row.people);
    }
    return { byName, total: Math.min(sound, MAX_SEARCH_RESULTS) };
  }

  /**
   * A page of a search without filters in rank order, in one statement on the rank-ordered indexes (migration
   * 0119): the exact name's people by id, then each nickname's, merged by id, then each sound's people that are
   * neither, merged by id. Ranks go tier by tier, and each read stops where the page ends, so a read costs a descent
   * and at most a page's end of entries, however common the name: never the whole sound-alike range.
   *
   * The stored counts (db/search-counts.ts) decide which tiers reach the page: a nickname read runs only when the
   * exact name's people end before the page does, a sound-alike read only when the exact and nickname matches do
   * (it skips those matches of its sound, fewer than the page's end then). The counts are looked up once, in a
   * materialized CTE, and each guard is a subquery without a reference to the read's rows, which both engines
   * evaluate once, before the read. The total, the stored count of the sound-alike range, comes with the rows. Results and order are the sound range's (tested against
   * soundRangePage).
   */
  async function rankOrderedPage(
    keys: PersonSearchKeys,
    offset: number,
    pageLimit: number,
  ): Promise<{ total: number; rows: Array<TeaserRow & { tier: MatchTier }> }> {
    const end = rowCount(offset + pageLimit);
    const variants = nicknames(keys);
    const names = [keys.firstKey, ...variants];
    const phonetics = [...new Set(keys.firstPhonetics)];
    // the stored counts of the exact name and of the exact and nickname names together, looked up once
    const parameters: unknown[] = [keys.firstKey, keys.lastKey, ...names, keys.lastPhonetic, ...phonetics];
    const counts =
      'with named as materialized (select coalesce(sum(case when first_key = ? then people else 0 end), 0) as exact, ' +
      `coalesce(sum(people), 0) as matched from pr_name_counts where last_key = ? and first_key in (${marks(names.length)}))`;
    const total = `(select coalesce(sum(people), 0) from pr_sound_counts where last_phon = ? and first_phon in (${marks(phonetics.length)}))`;
    const byId = (where: string, alias: string, guard = '') =>
      `select id from (select id from pr_people where ${where} and opted_out = 0${guard} order by id limit ${end}) ${alias}`;

    parameters.push(keys.lastKey, keys.firstKey);
    const tiers = [`select id, 1 as tier from (${byId('last_key = ? and first_key = ?', 'e')}) t1`];
    const nicknameReads = variants.map((name, index) => {
      parameters.push(keys.lastKey, name);
      return byId('last_key = ? and first_key = ?', `n${index}`, ` and (select exact from named) < ${end}`);
    });
    if (nicknameReads.length) tiers.push(`select id, 2 as tier from (${nicknameReads.join(' union all ')}) t2`);
    const soundReads = phonetics.map((code, index) => {
      parameters.push(keys.lastPhonetic, code, keys.lastKey, ...names);
      return byId(
        `last_phon = ? and first_phon = ? and not (last_key = ? and first_key in (${marks(names.length)}))`,
        `s${index}`,
        ` and (select matched from named) < ${end}`,
      );
    });
    if (soundReads.length) tiers.push(`select id, 3 as tier from (${soundReads.join(' union all ')}) t3`);

    const rows = await query<TeaserRow & { tier: MatchTier; total: number }>(
      `${PREPARED}${counts} select ${TEASER_COLUMNS}, r.tier, ${total} as total from (${tiers.join(' union all ')}) r ` +
        `join pr_people p on p.id = r.id order by r.tier, r.id limit ${rowCount(pageLimit)} offset ${rowCount(offset)}`,
      parameters,
    );
    const first = rows[0];
    // past the last match no row carries the total: then it is read on its own. (The rows keep their `total`: a
    // result card copies the fields it shows, and deleting a property would slow every later use of the row.)
    const found = first ? Number(first.total) : (await storedCounts(keys)).total;
    return { total: Math.min(found, MAX_SEARCH_RESULTS), rows };
  }

  /**
   * The same page in two statements, for SQLite: the stored counts first, then only the reads that reach the page
   * (SQLite runs statements in the worker's process, so the second statement costs no round trip, and a statement
   * of only the reads needed is cheaper than one that opens a guarded read per nickname and sound: "John Smith",
   * page 1, at 1 M people: 147 µs this way, 246 µs in the one statement).
   * The sound-alike read skips the exact and nickname matches of its sound, which are fewer than the page's end when
   * it is read at all. Results and order are the sound range's (tested against soundRangePage).
   */
  async function rankOrderedPageByCounts(
    keys: PersonSearchKeys,
    offset: number,
    pageLimit: number,
  ): Promise<{ total: number; rows: Array<TeaserRow & { tier: MatchTier }> }> {
    const counts = await storedCounts(keys);
    const through = offset + pageLimit;
    const variants = nicknames(keys);
    const exact = counts.byName.get(keys.firstKey) ?? 0;
    const byNickname = variants.reduce((sum, name) => sum + (counts.byName.get(name) ?? 0), 0);
    const parameters: unknown[] = [];
    const tiers: string[] = [];
    const byId = (where: string, limit: number, alias: string) =>
      `select id from (select id from pr_people where ${where} and opted_out = 0 order by id limit ${rowCount(limit)}) ${alias}`;

    if (exact > 0) {
      parameters.push(keys.lastKey, keys.firstKey);
      tiers.push(`select id, 1 as tier from (${byId('last_key = ? and first_key = ?', through, 'e')}) t1`);
    }
    const present = variants.filter((name) => (counts.byName.get(name) ?? 0) > 0);
    if (through > exact && present.length) {
      const reads = present.map((name, index) => {
        parameters.push(keys.lastKey, name);
        return byId('last_key = ? and first_key = ?', through - exact, `n${index}`);
      });
      tiers.push(`select id, 2 as tier from (${reads.join(' union all ')}) t2`);
    }
    if (through > exact + byNickname) {
      const names = [keys.firstKey, ...variants];
      const reads = [...new Set(keys.firstPhonetics)].map((code, index) => {
        parameters.push(keys.lastPhonetic, code, keys.lastKey, ...names);
        return byId(
          `last_phon = ? and first_phon = ? and not (last_key = ? and first_key in (${marks(names.length)}))`,
          through - exact - byNickname,
          `s${index}`,
        );
      });
      tiers.push(`select id, 3 as tier from (${reads.join(' union all ')}) t3`);
    }
    if (!tiers.length) return { total: counts.total, rows: [] };
    const rows = await query<TeaserRow & { tier: MatchTier }>(
      `${PREPARED}select ${TEASER_COLUMNS}, r.tier from (${tiers.join(' union all ')}) r join pr_people p on p.id = r.id ` +
        `order by r.tier, r.id limit ${rowCount(pageLimit)} offset ${rowCount(offset)}`,
      parameters,
    );
    return { total: counts.total, rows };
  }

  async function countBySound(keys: PersonSearchKeys): Promise<number> {
    const now = Date.now();
    const key = `${cachedDataset?.info?.finishedAt ?? ''}|${JSON.stringify(keys)}`;
    const known = counts.get(key);
    if (known && now - known.at < COUNT_TTL_MS) return known.total;
    const total = await countBySoundNow(keys);
    // cleared rather than evicted one by one: simpler, and the common names come back within seconds
    if (counts.size >= COUNT_CACHE_SIZE) counts.clear();
    counts.set(key, { total, at: now });
    return total;
  }

  async function countBySoundNow(keys: PersonSearchKeys): Promise<number> {
    const parameters: unknown[] = [];
    const from = fromSound(keys, parameters);
    const [row] = await query<{ total: number }>(
      `${PREPARED}select count(*) as total from (select 1 ${from} limit ${rowCount(MAX_SEARCH_RESULTS)}) m`,
      parameters,
    );
    return Number(row?.total ?? 0);
  }

  return {
    /** The ready data set (cached for a few seconds) and the pointer codec keyed by its seed. */
    async dataset(now = Date.now()): Promise<{ info: DatasetInfo | undefined; pointers: PointerCodec }> {
      const { info, codec } = await current(now);
      return { info, pointers: codec };
    },

    /**
     * The page as the whole sound-alike range ranks it (no cache, no stored counts): the reference the rank-ordered
     * path is tested against. Undefined for keys that are not searched by sound (a one-letter first name, a name
     * without a phonetic key).
     */
    async searchPeoplePageBySoundRange(
      keys: PersonSearchKeys,
      offset: number,
      limit: number,
    ): Promise<{ total: number; rows: Array<TeaserRow & { tier: MatchTier }> } | undefined> {
      if (!soundsAlikeCoversAll(keys)) return undefined;
      const pageLimit = Math.max(0, Math.min(limit, MAX_SEARCH_RESULTS - offset));
      if (pageLimit === 0) return { total: await countBySoundNow(keys), rows: [] };
      return soundRangePage(keys, offset, pageLimit);
    },

    /** Forgets the cached search pages and counts of this worker (an opt-out was confirmed). */
    forgetSearches(): void {
      pages.clear();
      counts.clear();
    },

    /**
     * Person search: a page of people ranked exact (1) > nickname or initial (2) > phonetic (3), then by id, and
     * how many match (at most MAX_SEARCH_RESULTS, the last page ends there).
     *
     * Without filters, the page is read in rank order from the rank-ordered indexes with the stored counts
     * (rankOrderedPage, rankOrderedPageByCounts): a descent and a page per read, however common the name. With
     * filters, from pr_people_sound_idx, which holds the filters, the names that tell the tiers apart and the teaser
     * columns: when the page ends within SMALL_RANGE, one statement reads the matches unranked, one more than the
     * page needs, and ranks them here if that is all of them; otherwise a ranked statement reads the page, and the
     * count is asked for only when the page is full (it could go on) or past the end. A one-letter first name, or a
     * name without a phonetic key, takes one lookup per tier for the ranked ids and then the page's rows.
     */
    async searchPeoplePage(
      keys: PersonSearchKeys,
      offset: number,
      limit: number,
    ): Promise<{ total: number; rows: Array<TeaserRow & { tier: MatchTier }> }> {
      const now = Date.now();
      const key = `${cachedDataset?.info?.finishedAt ?? ''}|${offset}|${limit}|${JSON.stringify(keys)}`;
      const known = pages.get(key);
      if (known && now - known.at < pageCacheMs) return known.page;
      const page = await searchPeoplePageNow(keys, offset, limit);
      if (page.rows.length >= limit && limit > 0 && pageCacheMs > 0) {
        if (pages.size >= PAGE_CACHE_SIZE) pages.clear();
        pages.set(key, { page, at: now });
      }
      return page;
    },
    async searchPhone(
      number: string,
    ): Promise<Array<TeaserRow & { number: string; line_type: PhoneLineType; carrier: string; is_current: number }>> {
      return query(
        `select ${TEASER_COLUMNS}, ph.number, ph.line_type, ph.carrier, ph.is_current from pr_phones ph join pr_people p on p.id = ph.person_id where ph.number = ? and p.opted_out = 0 order by ph.is_current desc, p.id limit 50`,
        [number],
      );
    },

    async searchEmail(address: string): Promise<Array<TeaserRow & { address: string }>> {
      return query(
        `select ${TEASER_COLUMNS}, e.address from pr_emails e join pr_people p on p.id = e.person_id where e.address = ? and p.opted_out = 0 order by p.id limit 50`,
        [address],
      );
    },

    /**
     * Places by street: the whole line ("123 maple ave"), a line prefix, or a street name without a number
     * ("maple ave"), within a ZIP or a state (and city).
     */
    async searchAddresses(input: {
      key: string;
      mode: 'line' | 'prefix' | 'street';
      zip?: string | undefined;
      state?: string | undefined;
      cityKey?: string | undefined;
      limit: number;
    }): Promise<PlaceRow[]> {
      const parameters: unknown[] = [input.key];
      let where =
        input.mode === 'line'
          ? 'line_key = ?'
          : input.mode === 'street'
            ? 'street_key = ?'
            : 'line_key >= ? and line_key < ?';
      if (input.mode === 'prefix') parameters.push(prefixUpperBound(input.key));
      if (input.zip) {
        where += ' and zip = ?';
        parameters.push(input.zip);
      }
      if (input.state) {
        where += ' and state = ?';
        parameters.push(input.state);
      }
      if (input.cityKey) {
        where += ' and city_key = ?';
        parameters.push(input.cityKey);
      }
      const order = input.mode === 'street' ? 'state, zip, street_number, id' : 'line_key, state, zip, id';
      return query<PlaceRow>(
        `select * from pr_places where ${where} order by ${order} limit ${rowCount(input.limit)}`,
        parameters,
      );
    },

    /** Street autocomplete: house-number lines ("123 map") or, without a number, street names ("maple a"). */
    async lookupStreets(key: string, limit: number): Promise<PlaceRow[]> {
      if (/^\d/.test(key)) {
        return query<PlaceRow>(
          `select * from pr_places where line_key >= ? and line_key < ? order by line_key, state, zip limit ${rowCount(limit)}`,
          [key, prefixUpperBound(key)],
        );
      }
      // one suggestion per street and ZIP: the lowest house number stands for the street
      return query<PlaceRow>(
        `select min(id) as id, min(street_number) as street_number, street_name, city, state, zip, min(zip4) as zip4, min(latitude) as latitude, min(longitude) as longitude, min(line_key) as line_key, street_key, city_key
         from pr_places where street_key >= ? and street_key < ?
         group by street_key, state, zip, street_name, city, city_key order by street_key, state, zip limit ${rowCount(limit)}`,
        [key, prefixUpperBound(key)],
      );
    },

    /**
     * People of exactly this name (search keys), not opted out, narrowed by date of birth or else by state when
     * given: how Guardian finds a protected person in Beacon's own data set.
     */
    async exactPeople(
      firstKey: string,
      lastKey: string,
      narrow: { dob: string | null; state: string | null },
      limit: number,
    ): Promise<PersonRow[]> {
      const conditions = ['last_key = ?', 'first_key = ?', 'opted_out = 0'];
      const parameters: unknown[] = [lastKey, firstKey];
      if (narrow.dob) {
        conditions.push('dob = ?');
        parameters.push(narrow.dob);
      } else if (narrow.state) {
        conditions.push('state = ?');
        parameters.push(narrow.state);
      }
      return query<PersonRow>(
        `select * from pr_people where ${conditions.join(' and ')} order by id limit ${rowCount(limit)}`,
        parameters,
      );
    },

    async person(id: number): Promise<PersonRow | undefined> {
      const rows = await query<PersonRow>('select * from pr_people where id = ? and opted_out = 0', [id]);
      return rows[0];
    },

    async place(id: number): Promise<PlaceRow | undefined> {
      const rows = await query<PlaceRow>('select * from pr_places where id = ?', [id]);
      return rows[0];
    },

    /** The household's addresses, newest first. */
    async residences(householdId: number): Promise<ResidenceView[]> {
      const rows = await query<PlaceRow & { start_date: string; end_date: string | null }>(
        `select pl.*, r.start_date, r.end_date from pr_residences r join pr_places pl on pl.id = r.place_id
         where r.household_id = ? order by r.start_date desc, pl.id`,
        [householdId],
      );
      return rows.map(({ start_date, end_date, ...place }) => ({ place, start_date, end_date }));
    },

    async familyMembers(familyId: number, exceptId: number): Promise<PersonRow[]> {
      return query<PersonRow>(
        'select * from pr_people where family_id = ? and id <> ? and opted_out = 0 order by household_id, role, id',
        [familyId, exceptId],
      );
    },

    /** Non-family people who lived at one of these places (previous or current residents). */
    async placeAssociates(placeIds: number[], familyId: number, limit: number): Promise<PersonRow[]> {
      if (!placeIds.length) return [];
      return query<PersonRow>(
        `select distinct p.* from pr_residences r join pr_people p on p.household_id = r.household_id
         where r.place_id in (${marks(placeIds.length)}) and p.family_id <> ? and p.opted_out = 0 and p.role <= 2
         order by p.id limit ${rowCount(limit)}`,
        [...placeIds, familyId],
      );
    },

    async phonesOf(personId: number) {
      return query<Database['pr_phones']>(
        'select * from pr_phones where person_id = ? order by is_current desc, last_seen desc, number',
        [personId],
      );
    },

    async emailsOf(personId: number) {
      return query<Database['pr_emails']>(
        'select * from pr_emails where person_id = ? order by last_seen desc, address',
        [personId],
      );
    },

    async offender(personId: number) {
      const rows = await query<Database['pr_offenders']>('select * from pr_offenders where person_id = ?', [personId]);
      return rows[0];
    },

    /** Everyone who lived at the place: households with their dates, newest first (people who opted out are left out). */
    async placeHistory(placeId: number): Promise<Array<PersonRow & { start_date: string; end_date: string | null }>> {
      return query(
        `select p.*, r.start_date, r.end_date from pr_residences r join pr_people p on p.household_id = r.household_id
         where r.place_id = ? and p.opted_out = 0 order by r.start_date desc, p.household_id, p.role, p.id`,
        [placeId],
      );
    },

    /** Houses on the same street in the same ZIP, nearest numbers first. */
    async neighbors(place: PlaceRow, limit: number): Promise<PlaceRow[]> {
      return query<PlaceRow>(
        `select * from pr_places where zip = ? and street_key = ? and id <> ?
         order by abs(street_number - ?), street_number limit ${rowCount(limit)}`,
        [place.zip, place.street_key, place.id, place.street_number],
      );
    },

    async currentResidents(placeIds: number[]): Promise<PersonRow[]> {
      if (!placeIds.length) return [];
      return query<PersonRow>(
        `select * from pr_people where place_id in (${marks(placeIds.length)}) and opted_out = 0 order by place_id, role, id`,
        placeIds,
      );
    },

    async offendersIn(zip: string, limit: number) {
      return query<Database['pr_offenders'] & PersonRow>(
        `select o.*, p.* from pr_offenders o join pr_people p on p.id = o.person_id
         where o.zip = ? and p.opted_out = 0 order by o.person_id limit ${rowCount(limit)}`,
        [zip],
      );
    },

    async placesInZip(zip: string) {
      const rows = await query<{ n: number | string; residents: number | string }>(
        `select count(distinct pl.id) as n, count(p.id) as residents from pr_places pl
         left join pr_people p on p.place_id = pl.id and p.opted_out = 0 where pl.zip = ?`,
        [zip],
      );
      return { places: Number(rows[0]?.n ?? 0), residents: Number(rows[0]?.residents ?? 0) };
    },
  };
}

export type PublicRecordsRepository = ReturnType<typeof createPublicRecordsRepository>;
