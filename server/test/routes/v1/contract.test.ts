import type { FastifyInstance } from 'fastify';

import { apiContractResponseSchema } from '@beacon/validation';
import { contractHash } from '@beacon/validation/contract-hash';

import { buildTestApp, createTestDatabase, ENGINES, json, type TestDatabase } from '../../helper';

describe.each(ENGINES)('GET /v1/contract on %s', (engine) => {
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

  it('names the contract every build of these schemas records, without the app headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/contract' });
    expect(response.statusCode).toBe(200);
    const body = apiContractResponseSchema.validateSync(json(response), { strict: true });
    expect(body).toEqual({ contract: contractHash() });
    expect(body.contract).toMatch(/^[0-9a-f]{64}$/);
  });
});
