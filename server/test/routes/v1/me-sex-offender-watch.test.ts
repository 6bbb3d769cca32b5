import { watchMessages, type WatchedOffenders, type WatchedAddress } from '@beacon/validation';

import { zipCentroid } from '../../../src/domain/zip-centroids';
import { WATCH_DEMO_RADIUS_MILES } from '../../../src/seed/demo-watched-home';
import { ENGINES, inject, json, loginTokens, MEMBERS } from '../../helper';
import { closeRecords, recordsContext, type RecordsContext } from '../../records-helper';

// Sex offender watch (issue 18 point 5): saved addresses (home, work, school) located on the data set or at the
// ZIP code's centroid, the offenders within each radius, data_monitoring required (402 with X-Required-Item), the
// shared schema's messages, and the demo member's home seeded next to an offender.

const PATH = '/v1/me/sex-offender-watch/addresses';

describe.each(ENGINES)('sex offender watch on %s', (engine) => {
  let context: RecordsContext;
  let token: string;

  beforeAll(async () => {
    context = await recordsContext(engine, 1500);
    token = (await loginTokens(context.app, MEMBERS.dataMonitoring)).accessToken;
  }, 180_000);
  afterAll(async () => closeRecords(context));

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
    inject(context.app, { method, url, token: as, ...(payload === undefined ? {} : { payload }) });

  it('needs data monitoring: 402 with the required item for every call', async () => {
    const address = { street: '1 Main St', city: 'Phoenix', state: 'AZ', zip: '85004', radiusMiles: 1 };
    for (const [method, url, payload] of [
      ['GET', PATH, undefined],
      ['PUT', `${PATH}/home`, address],
      ['DELETE', `${PATH}/home`, undefined],
      ['GET', `${PATH}/home/offenders`, undefined],
    ] as const) {
      const response = await call(method, url, payload, context.token);
      expect(response.statusCode).toBe(402);
      expect(json(response)).toEqual({ message: 'Data monitoring is required', statusCode: 402 });
      expect(response.headers['x-required-item']).toBe('data_monitoring');
    }
  });

  it("seeds the demo member's home next to an offender, with offenders listed nearest first", async () => {
    const list = json<{ items: WatchedAddress[] }>(await call('GET', PATH));
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ label: 'home', locatedBy: 'place', radiusMiles: WATCH_DEMO_RADIUS_MILES });
    const near = await call('GET', `${PATH}/home/offenders`);
    expect(near.statusCode).toBe(200);
    const body = json<WatchedOffenders>(near);
    expect(body.address).toEqual(list.items[0]);
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.length).toBe(Math.min(body.total, 200));
    const distances = body.items.map((item) => item.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const item of body.items) {
      expect(item.distanceMiles).toBeLessThanOrEqual(WATCH_DEMO_RADIUS_MILES);
      expect(Math.round(item.distanceMiles * 10) / 10).toBe(item.distanceMiles);
      expect(item).toEqual({
        name: expect.stringMatching(/\S+ \S+/),
        age: expect.any(Number),
        address: expect.stringMatching(/^\d+ .+, .+, [A-Z]{2} \d{5}$/),
        distanceMiles: expect.any(Number),
        tier: expect.any(Number),
        offense: expect.any(String),
        registeredOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      });
    }
  });

  it('places a street of the data set at its house, another street at the ZIP centroid; replaces by label', async () => {
    const place = await context.app.db
      .selectFrom('pr_places')
      .selectAll()
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const street = `${place.street_number} ${place.street_name}`;
    const saved = await call('PUT', `${PATH}/work`, {
      street: street.toUpperCase(),
      city: place.city,
      state: place.state,
      zip: place.zip,
      radiusMiles: 3,
    });
    expect(saved.statusCode).toBe(200);
    const work = json<WatchedAddress>(saved);
    expect(work).toMatchObject({
      label: 'work',
      street: street.toUpperCase(),
      latitude: Number(place.latitude),
      longitude: Number(place.longitude),
      radiusMiles: 3,
      locatedBy: 'place',
    });

    const centroid = zipCentroid(place.zip)!;
    const replaced = json<WatchedAddress>(
      await call('PUT', `${PATH}/work`, {
        street: '99999 Nowhere Blvd',
        city: place.city,
        state: place.state,
        zip: place.zip,
        radiusMiles: 0.5,
      }),
    );
    expect(replaced).toMatchObject({
      label: 'work',
      latitude: centroid.latitude,
      longitude: centroid.longitude,
      radiusMiles: 0.5,
      locatedBy: 'zip',
      created: work.created,
    });
    const labels = json<{ items: WatchedAddress[] }>(await call('GET', PATH)).items.map((item) => item.label);
    expect(labels).toEqual(['home', 'work']);

    const near = json<WatchedOffenders>(await call('GET', `${PATH}/work/offenders`));
    expect(near.address).toEqual(replaced);
    for (const item of near.items) expect(item.distanceMiles).toBeLessThanOrEqual(0.5);

    expect((await call('DELETE', `${PATH}/work`)).statusCode).toBe(204);
    for (const [method, url] of [
      ['DELETE', `${PATH}/work`],
      ['GET', `${PATH}/work/offenders`],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ message: watchMessages.addressMissing, statusCode: 404 });
    }
  });

  it.each([
    [{ street: ' ', city: 'Phoenix', state: 'AZ', zip: '85004', radiusMiles: 1 }, watchMessages.streetRequired],
    [{ street: '1 Main St', city: '', state: 'AZ', zip: '85004', radiusMiles: 1 }, watchMessages.cityRequired],
    [
      { street: '1 Main St', city: 'Phoenix', state: 'Arizona', zip: '85004', radiusMiles: 1 },
      watchMessages.stateRequired,
    ],
    [{ street: '1 Main St', city: 'Phoenix', state: 'AZ', zip: '8500', radiusMiles: 1 }, watchMessages.zipInvalid],
    [{ street: '1 Main St', city: 'Phoenix', state: 'AZ', zip: '850041', radiusMiles: 1 }, watchMessages.zipInvalid],
    [{ street: '1 Main St', city: 'Phoenix', state: 'AZ', zip: '85004', radiusMiles: 4 }, watchMessages.radiusInvalid],
    [
      { street: '1 Main St', city: 'Phoenix', state: 'AZ', zip: '85004', radiusMiles: '1' },
      watchMessages.radiusInvalid,
    ],
    [{ street: '1 Main St', city: 'Phoenix', state: 'AZ', zip: '85004' }, watchMessages.radiusInvalid],
    // a ZIP code that does not exist, and one of another state
    [
      { street: '1 Main St', city: 'Phoenix', state: 'AZ', zip: '00000', radiusMiles: 1 },
      watchMessages.addressNotFound,
    ],
    [
      { street: '1 Main St', city: 'Phoenix', state: 'TX', zip: '85004', radiusMiles: 1 },
      watchMessages.addressNotFound,
    ],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await call('PUT', `${PATH}/school`, payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message, statusCode: 400 });
  });

  it('accepts only home, work and school as labels', async () => {
    const response = await call('GET', `${PATH}/garage/offenders`);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: watchMessages.labelInvalid, statusCode: 400 });
  });
});
