import type { FastifyInstance } from 'fastify';

import { buildTestApp, createTestDatabase, ENGINES, type TestDatabase } from '../helper';

// The jobs plugin (issue 57): with the one START_JOBS switch on, the workers of every job start when the app is ready
// and work what is sent without anyone draining; closing the app stops them.

describe.each(ENGINES)('jobs plugin on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, { seed: false, startJobs: true });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('works a sent job in the background', async () => {
    const id = await app.jobs.send('email-outbox-purge', {}, { singletonKey: 'plugin-test' });
    expect(id).not.toBeNull();
    const deadline = Date.now() + 10_000;
    let state: string | undefined;
    while (Date.now() < deadline) {
      state = (await app.jobs.get(id!))?.state;
      if (state === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(state).toBe('completed');
  });
});
