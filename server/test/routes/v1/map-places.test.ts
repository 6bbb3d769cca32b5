import type { FastifyInstance } from 'fastify';

import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  loginTokens,
  MEMBERS,
  type TestDatabase,
} from '../../helper';

// GET /v1/map/places: the cities and ZIP codes the offline map names (issue 56 point 6), from packaged open data.

interface Places {
  cities: Array<{ name: string; state: string; population: number; latitude: number; longitude: number }>;
  zipCodes: Array<{ zipCode: string; latitude: number; longitude: number }>;
}

// Around Springfield, Illinois
const BOX = { south: '39.6', west: '-89.9', north: '39.95', east: '-89.4' };
const query = (box: Record<string, string>) => `/v1/map/places?${new URLSearchParams(box).toString()}`;

describe.each(ENGINES)('GET /v1/map/places on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    token = (await loginTokens(app, MEMBERS.premium)).accessToken;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, withToken = true) =>
    inject(app, { method: 'GET', url, headers: withToken ? { authorization: `Bearer ${token}` } : {} });

  it('names the cities in the box, largest first, and the ZIP codes nearest its centre, all inside it', async () => {
    const response = await get(query(BOX));
    expect(response.statusCode).toBe(200);
    const places = json<Places>(response);
    expect(places.cities[0]).toMatchObject({ name: 'Springfield', state: 'IL' });
    expect(places.cities.map((city) => city.name)).toContain('Chatham');
    const populations = places.cities.map((city) => city.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(places.zipCodes.map((zip) => zip.zipCode)).toContain('62701');
    for (const place of [...places.cities, ...places.zipCodes]) {
      expect(place.latitude).toBeGreaterThanOrEqual(39.6);
      expect(place.latitude).toBeLessThanOrEqual(39.95);
      expect(place.longitude).toBeGreaterThanOrEqual(-89.9);
      expect(place.longitude).toBeLessThanOrEqual(-89.4);
    }
    expect(places.cities.length).toBeLessThanOrEqual(40);
    expect(places.zipCodes.length).toBeLessThanOrEqual(120);
  });

  it('answers an empty list for a box at sea', async () => {
    const response = await get(query({ south: '30', west: '-60', north: '31', east: '-59' }));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ cities: [], zipCodes: [] });
  });

  it('needs a signed-in member', async () => {
    expect((await get(query(BOX), false)).statusCode).toBe(401);
  });

  it.each([
    ['a corner missing', { south: '39.6', west: '-89.9', north: '39.95' }, 'east is required'],
    ['a corner that is no number', { ...BOX, west: 'west' }, 'west must be decimal degrees'],
    ['a latitude past the pole', { ...BOX, south: '88', north: '91' }, 'north must be from -90 to 90'],
    ['a box upside down', { ...BOX, south: '39.95', north: '39.6' }, 'The box must have its north above its south'],
    ['a box of a country', { south: '30', west: '-100', north: '40', east: '-90' }, 'at most 5 degrees on a side'],
    ['an unknown parameter', { ...BOX, zoom: '3' }, 'Unknown query parameter(s): zoom'],
  ])('refuses %s with 400 and says why', async (_case, box, message) => {
    const response = await get(query(box));
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toContain(message);
  });
});
