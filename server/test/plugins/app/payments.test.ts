import type { FastifyInstance } from 'fastify';

import { SANDBOX_IN_PRODUCTION_WARNING } from '../../../src/plugins/app/payments';
import { buildTestApp, createTestDatabase, testConfig, type TestDatabase } from '../../helper';

// A production site running the sandbox gateway (a staging site, PAYMENT_GATEWAY=sandbox) takes orders without
// charging for them: it says so in the log at every start (issue 54), and only then.

describe('the payments plugin', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => database.drop());

  async function startupWarnings(sandboxInProduction: boolean): Promise<Array<{ level: number; msg: string }>> {
    const lines: string[] = [];
    const app: FastifyInstance = await buildTestApp(database, {
      seed: false,
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
      config: { payments: { ...testConfig().payments, sandboxInProduction } },
    });
    await app.close();
    return lines.map((line) => JSON.parse(line) as { level: number; msg: string });
  }

  it('warns at start-up when the sandbox runs in production', async () => {
    expect(await startupWarnings(true)).toContainEqual(
      expect.objectContaining({ level: 40, msg: SANDBOX_IN_PRODUCTION_WARNING }),
    );
  });

  it('says nothing of it otherwise', async () => {
    expect((await startupWarnings(false)).map((line) => line.msg)).not.toContain(SANDBOX_IN_PRODUCTION_WARNING);
  });
});
