import { RECORD_SIDE_COMPONENTS, REPORT_SECTIONS } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { buildTestApp, createTestDatabase, ENGINES, inject, json, type TestDatabase } from '../../helper';

describe.each(ENGINES)('GET /v1/dynamic-layouts/{layoutId} on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, { seed: false });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('returns the desktop and mobile component lists', async () => {
    const response = await inject(app, { method: 'GET', url: '/v1/dynamic-layouts/sidebar' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      id: 'sidebar',
      desktop: ['MobileAppPromo', 'BackgroundReportsPromo', 'SexOffenderWatchPromo', 'AlertsWidget'],
      mobile: ['AlertsWidget'],
    });
  });

  it.each(['person', 'location', 'phone', 'email'] as const)(
    'serves the layout of a %s report: its sections in the spec order, then the side column (issue 56 point 4)',
    async (type) => {
      const response = await inject(app, { method: 'GET', url: `/v1/dynamic-layouts/record-${type}` });
      expect(response.statusCode).toBe(200);
      const names = [...REPORT_SECTIONS[type], 'RecordSummary', 'SuggestedReports'];
      expect(json(response)).toEqual({ id: `record-${type}`, desktop: names, mobile: names });
      expect(names.filter((name) => !(REPORT_SECTIONS[type] as readonly string[]).includes(name))).toEqual(
        RECORD_SIDE_COMPONENTS.filter((name) => name !== 'PdfDownload'),
      );
    },
  );

  it('answers 404 for an unknown layout and 400 for an invalid id', async () => {
    expect((await inject(app, { method: 'GET', url: '/v1/dynamic-layouts/nope' })).statusCode).toBe(404);
    const bad = await inject(app, { method: 'GET', url: `/v1/dynamic-layouts/${'x'.repeat(65)}` });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe('layoutId must be 1 to 64 letters, digits, hyphens or underscores');
    expect((await inject(app, { method: 'GET', url: '/v1/dynamic-layouts/a%27%20or%201=1' })).statusCode).toBe(400);
  });
});
