import type { FastifyInstance } from 'fastify';

import { ENGINES, inject, json } from '../../helper';
import { closeRecords, getJson, recordsContext, type RecordsContext } from '../../records-helper';

// GET /v1/lookup: street autocomplete from the data set's streets, with the error texts of spec §8.

interface Suggestions {
  suggestions: Array<{ text: string; street_line: string; city: string; state: string; zipcode: string }>;
}

describe.each(ENGINES)('GET /v1/lookup on %s', (engine) => {
  let context: RecordsContext;
  let app: FastifyInstance;

  beforeAll(async () => {
    context = await recordsContext(engine);
    app = context.app;
  }, 120_000);
  afterAll(async () => closeRecords(context));

  it('suggests addresses of the data set for a house number and the start of a street', async () => {
    const place = await app.db.selectFrom('pr_places').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const typed = `${place.street_number} ${place.street_name.slice(0, 3)}`;
    const { suggestions } = await getJson<Suggestions>(context, `/v1/lookup?search=${encodeURIComponent(typed)}`);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(10);
    expect(suggestions).toContainEqual({
      text: `${place.street_number} ${place.street_name}, ${place.city}, ${place.state} ${place.zip}`,
      street_line: `${place.street_number} ${place.street_name}`,
      city: place.city,
      state: place.state,
      zipcode: place.zip,
    });
    for (const suggestion of suggestions)
      expect(suggestion.street_line.toLowerCase()).toMatch(new RegExp(`^${place.street_number}`));
  });

  it('suggests streets for a street name without a number', async () => {
    const place = await app.db.selectFrom('pr_places').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const { suggestions } = await getJson<Suggestions>(
      context,
      `/v1/lookup?search=${encodeURIComponent(place.street_name.slice(0, 5))}`,
    );
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) expect(suggestion.text.startsWith(suggestion.street_line)).toBe(true);
    expect((await getJson<Suggestions>(context, '/v1/lookup?search=%23%23%23')).suggestions).toEqual([]);
  });

  it('answers 401 "Could not complete request from this token" without a valid token', async () => {
    for (const token of [undefined, 'a.b.c']) {
      const response = await inject(app, { method: 'GET', url: '/v1/lookup?search=12', token });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: 'Could not complete request from this token', statusCode: 401 });
    }
  });

  it('answers "Something went wrong" for any other failure', async () => {
    const invalid = await inject(app, { method: 'GET', url: '/v1/lookup', token: context.token });
    expect(invalid.statusCode).toBe(400);
    expect(json(invalid)).toEqual({ message: 'Something went wrong', statusCode: 400 });
    const original = app.publicRecords.lookup;
    app.publicRecords.lookup = async () => {
      throw new Error('database gone');
    };
    try {
      const failed = await inject(app, { method: 'GET', url: '/v1/lookup?search=12', token: context.token });
      expect(failed.statusCode).toBe(500);
      expect(json(failed)).toEqual({ message: 'Something went wrong', statusCode: 500 });
    } finally {
      app.publicRecords.lookup = original;
    }
  });
});
