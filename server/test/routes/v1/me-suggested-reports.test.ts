import { ENGINES, inject, json } from '../../helper';
import { closeRecords, fullRecord, recordsContext, type RecordsContext } from '../../records-helper';
import { createRecord, peopleWith, pointerOf } from '../../report-helper';

// GET /me/suggested-reports/ (issue 7 contract): relatives and associates of the member's person records (and
// residents next door of location records) that are not records yet, at most 10.

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
});
