import { ENGINES, inject, json, TestClock } from '../../helper';
import {
  closeRecords,
  recordsContext,
  RECORDS_PEOPLE,
  RECORDS_SEED,
  seedRecords,
  type RecordsContext,
} from '../../records-helper';
import { createRecord, peopleWith, pointerOf } from '../../report-helper';

// Stable pointers (issue 15): a member's saved person record keeps resolving to the same person when the data set is
// rebuilt with the same seed; a rebuild with another seed leaves it "no longer available" (410, the spec's redirect
// to the not-found page), never an error or somebody else's report.

interface Report {
  pointer: string | null;
  person: { names: Array<{ first: string; last: string }> } | null;
}

describe.each(ENGINES)('saved records across data set rebuilds on %s', (engine) => {
  let context: RecordsContext;
  // the API re-reads which data set is live every few seconds; the test moves its clock past that
  const clock = new TestClock();
  beforeAll(async () => {
    context = await recordsContext(engine, RECORDS_PEOPLE, { clock: clock.read });
  });
  afterAll(async () => closeRecords(context));

  const report = (id: number) =>
    inject(context.app, { method: 'GET', url: `/v1/me/records/${id}/report`, token: context.token });

  it('keeps the person behind a saved record through a rebuild with the same seed, and says it is gone after another', async () => {
    // someone the generator made up (the demo members are in every data set, whatever the seed)
    const [person] = await peopleWith(context.app, 0, 1, 100);
    const pointer = await pointerOf(context.app, 'person', person!.id);
    const id = await createRecord(context, { type: 'person', data: { pointer } });
    const before = await report(id);
    expect(before.statusCode).toBe(200);
    const name = json<Report>(before).person?.names[0];
    expect(name).toMatchObject({ first: person!.first_name, last: person!.last_name });

    await seedRecords(context.database, RECORDS_PEOPLE, RECORDS_SEED);
    clock.advance(60_000);
    const again = await report(id);
    expect(again.statusCode).toBe(200);
    expect(json<Report>(again).pointer).toBe(pointer);
    expect(json<Report>(again).person?.names[0]).toEqual(name);

    await seedRecords(context.database, RECORDS_PEOPLE, `${RECORDS_SEED}-reseeded`);
    clock.advance(60_000);
    const gone = await report(id);
    expect(gone.statusCode).toBe(410);
    expect(json(gone)).toEqual({ message: 'This record is no longer available', statusCode: 410 });
    // the saved record itself is still listed: the member can see it and delete it
    const list = await inject(context.app, { method: 'GET', url: '/v1/me/records', token: context.token });
    expect(json<{ items: Array<{ recordId: number }> }>(list).items.map((item) => item.recordId)).toContain(id);
  });
});
