import { ENGINES, inject, json } from '../../helper';
import { closeRecords, fullRecord, recordsContext, type RecordsContext } from '../../records-helper';
import { createRecord, peopleWith, pointerOf } from '../../report-helper';

// GET /me/suggested-reports/ (issue 7 contract): relatives and associates of the member's person records (and
// residents next door of location records) that are not records yet, at most 10. With ?recordId= (issue 56 point 2):
// only that record's own relatives, associates or neighbors, as its report shows them.

interface Suggestion {
  pointer: string;
  type: string;
  name: { first: string; middle: string | null; last: string };
  age: number | null;
  location: { city: string; state: string };
  reason: string;
  fromRecordId: number;
}

interface Relative {
  pointer: string;
  name: { first: string; middle: string | null; last: string; suffix: string | null };
  age: number | null;
  location: { city: string; state: string };
}

describe.each(ENGINES)('suggested reports on %s', (engine) => {
  let context: RecordsContext;

  beforeAll(async () => {
    context = await recordsContext(engine, 400);
  }, 120_000);
  afterAll(async () => closeRecords(context));

  const suggestions = async (url = '/v1/me/suggested-reports/') => {
    const response = await inject(context.app, { method: 'GET', url, token: context.token });
    expect(response.statusCode).toBe(200);
    return json<{ items: Suggestion[] }>(response).items;
  };

  it('is empty without person records', async () => {
    expect(await suggestions()).toEqual([]);
  });

  it('suggests relatives and associates that are not records yet, naming the record they come from', async () => {
    const people = await peopleWith(context.app, 0, 40);
    // someone with relatives
    let chosen: { id: number; pointer: string; relatives: Relative[] } | undefined;
    for (const person of people) {
      const pointer = await pointerOf(context.app, 'person', person.id);
      const record = await fullRecord<{ relatives: Relative[] }>(
        context,
        `/v1/people/${pointer}?fields=relatives,associates`,
      );
      if (record.relatives.length >= 2) {
        chosen = { id: person.id, pointer, relatives: record.relatives };
        break;
      }
    }
    expect(chosen).toBeDefined();
    const recordId = await createRecord(context, { type: 'person', data: { pointer: chosen!.pointer } });
    const first = await suggestions();
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(10);
    const relative = chosen!.relatives[0]!;
    expect(first[0]).toEqual({
      pointer: relative.pointer,
      type: 'person',
      name: { first: relative.name.first, middle: relative.name.middle, last: relative.name.last },
      age: relative.age,
      location: relative.location,
      reason: 'relative',
      fromRecordId: recordId,
    });
    expect(new Set(first.map((item) => item.pointer)).size).toBe(first.length);

    // once a relative is a record, it is no longer suggested
    await createRecord(context, { type: 'person', data: { pointer: chosen!.relatives[0]!.pointer } });
    const second = await suggestions('/v1/me/suggested-reports');
    expect(second.map((item) => item.pointer)).not.toContain(chosen!.relatives[0]!.pointer);
  });

  it('takes the residents next door of location records as neighbors', async () => {
    const [person] = await peopleWith(context.app, 0, 1, 50);
    const pointer = await pointerOf(context.app, 'location', person!.place_id);
    const place = await fullRecord<{ neighbors: Array<{ residents: unknown[] }> }>(
      context,
      `/v1/locations/${pointer}?fields=neighbors`,
    );
    const recordId = await createRecord(context, { type: 'location', data: { pointer } });
    const items = await suggestions();
    if (place.neighbors.some((neighbor) => neighbor.residents.length)) {
      expect(items.filter((item) => item.fromRecordId === recordId).every((item) => item.reason === 'neighbor')).toBe(
        true,
      );
    }
    expect(items.length).toBeLessThanOrEqual(10);
  });

  describe('of one record (?recordId=, what its report shows)', () => {
    interface Related {
      relatives: Relative[];
      associates: Relative[];
    }
    const relatedOf = (pointer: string) =>
      fullRecord<Related>(context, `/v1/people/${pointer}?fields=relatives,associates`);

    it("lists that person's own relatives and associates, labelled by their relation to them, and no one else's", async () => {
      // two people, each with relatives, who are not related to each other
      const people = await peopleWith(context.app, 0, 80, 40);
      const chosen: Array<{ pointer: string; related: Related }> = [];
      for (const person of people) {
        const pointer = await pointerOf(context.app, 'person', person.id);
        const related = await relatedOf(pointer);
        const pointers = [...related.relatives, ...related.associates].map((ref) => ref.pointer);
        const other = chosen[0];
        if (related.relatives.length < 2) continue;
        if (
          other &&
          (pointers.includes(other.pointer) ||
            [...other.related.relatives].some((ref) => pointers.includes(ref.pointer)))
        )
          continue;
        chosen.push({ pointer, related });
        if (chosen.length === 2) break;
      }
      expect(chosen).toHaveLength(2);
      const [mary, john] = chosen as [(typeof chosen)[number], (typeof chosen)[number]];
      const maryId = await createRecord(context, { type: 'person', data: { pointer: mary.pointer } });
      const johnId = await createRecord(context, { type: 'person', data: { pointer: john.pointer } });

      const own = await suggestions(`/v1/me/suggested-reports/?recordId=${maryId}`);
      expect(own.length).toBeGreaterThan(0);
      const reasonOf = new Map<string, string>([
        ...mary.related.associates.map((ref) => [ref.pointer, 'associate'] as const),
        ...mary.related.relatives.map((ref) => [ref.pointer, 'relative'] as const),
      ]);
      for (const item of own) {
        expect([item.name, item.reason, item.fromRecordId]).toEqual([item.name, reasonOf.get(item.pointer), maryId]);
      }
      // relatives first, in the report's order
      const relatives = own.filter((item) => item.reason === 'relative').map((item) => item.pointer);
      expect(relatives).toEqual(
        mary.related.relatives.map((ref) => ref.pointer).filter((pointer) => relatives.includes(pointer)),
      );
      expect(own.slice(0, relatives.length).every((item) => item.reason === 'relative')).toBe(true);
      // John's relatives are his report's, not Mary's
      const johns = new Set(john.related.relatives.map((ref) => ref.pointer));
      expect(own.filter((item) => johns.has(item.pointer))).toEqual([]);
      const his = await suggestions(`/v1/me/suggested-reports/?recordId=${johnId}`);
      expect(his.length).toBeGreaterThan(0);
      expect(his.every((item) => item.fromRecordId === johnId)).toBe(true);
    });

    it('lists the neighbors of a location record', async () => {
      const [person] = await peopleWith(context.app, 0, 1, 120);
      const pointer = await pointerOf(context.app, 'location', person!.place_id);
      const place = await fullRecord<{ neighbors: Array<{ residents: Array<{ pointer: string }> }> }>(
        context,
        `/v1/locations/${pointer}?fields=neighbors`,
      );
      const recordId = await createRecord(context, { type: 'location', data: { pointer } });
      const items = await suggestions(`/v1/me/suggested-reports/?recordId=${recordId}`);
      const residents = new Set(place.neighbors.flatMap((neighbor) => neighbor.residents.map((r) => r.pointer)));
      expect(items.every((item) => item.reason === 'neighbor' && residents.has(item.pointer))).toBe(true);
      if (residents.size) expect(items.length).toBeGreaterThan(0);
    });

    it("answers 404 for a record that is not the member's and 400 for an id that is none", async () => {
      const get = (url: string) => inject(context.app, { method: 'GET', url, token: context.token });
      const missing = await get('/v1/me/suggested-reports/?recordId=999999');
      expect([missing.statusCode, json(missing).message]).toEqual([404, 'Record not found']);
      const bad = await get('/v1/me/suggested-reports/?recordId=abc');
      expect([bad.statusCode, json(bad).message]).toEqual([400, 'recordId must be a whole number from 1 to 999999999']);
      expect((await get('/v1/me/suggested-reports/?other=1')).statusCode).toBe(400);
    });
  });
});
