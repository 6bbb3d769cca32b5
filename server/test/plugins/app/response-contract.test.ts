import { int, listOf, shape, str } from '@beacon/validation';
import Fastify, { type FastifyInstance } from 'fastify';

import { contractSerializerCompiler, responseContractPlugin } from '../../../src/plugins/app/response-contract';

// A route's response is checked against its contract schema before it is sent (outside production), and serialized
// with the JSON Schema converted from it: a service that drifts from the contract fails loudly, naming the field.

const personSchema = shape({ id: int(), names: listOf(str()) });

async function appWith(check: boolean, body: unknown, failures: string[] = []): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(contractSerializerCompiler);
  app.setErrorHandler((error, _request, reply) => {
    failures.push(error instanceof Error ? error.message : String(error));
    return reply.code(500).send({ message: 'Internal Server Error', statusCode: 500 });
  });
  await app.register(responseContractPlugin, { check });
  app.get('/person', { schema: { response: { 200: personSchema } } }, async () => body);
  await app.ready();
  return app;
}

describe('response contract', () => {
  it('sends a response that matches, without fields the contract does not name', async () => {
    const app = await appWith(true, { id: 7, names: ['Ada'], password_hash: 'x' });
    const response = await app.inject({ method: 'GET', url: '/person' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, names: ['Ada'] });
    await app.close();
  });

  it('refuses a response off contract with the route, the field and the reason', async () => {
    const failures: string[] = [];
    const app = await appWith(true, { id: '7', names: ['Ada'] }, failures);
    const response = await app.inject({ method: 'GET', url: '/person' });
    expect(response.statusCode).toBe(500);
    expect(failures[0]).toMatch(/^GET \/person: the response does not match the contract at id: /);
    await app.close();
  });

  it('names a field deep in a list', async () => {
    const failures: string[] = [];
    const app = await appWith(true, { id: 7, names: ['Ada', 3] }, failures);
    await app.inject({ method: 'GET', url: '/person' });
    expect(failures[0]).toContain('at names[1]:');
    await app.close();
  });

  it('does not check when turned off (production), and still serializes by the contract', async () => {
    const app = await appWith(false, { id: 7, names: ['Ada'], secret: 'x' });
    const response = await app.inject({ method: 'GET', url: '/person' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, names: ['Ada'] });
    await app.close();
  });
});
