import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { apiContractSource } from './api-contract';

describe('apiContractSource', () => {
  let server: Server;
  let origin: string;
  let answer: { status: number; body: string };
  let asked = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked += request.url === '/v1/contract' ? 1 : 0;
      response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    asked = 0;
  });

  it("gives the API's contract, asking it once per period however many pages ask", async () => {
    const contract = 'a'.repeat(64);
    answer = { status: 200, body: JSON.stringify({ contract }) };
    let clock = 0;
    const current = apiContractSource(origin, { ttlMs: 10_000, now: () => clock });
    expect(await Promise.all([current(), current(), current()])).toEqual([contract, contract, contract]);
    clock = 9_999;
    expect(await current()).toBe(contract);
    expect(asked).toBe(1);
    clock = 10_000;
    answer = { status: 200, body: JSON.stringify({ contract: 'b'.repeat(64) }) };
    expect(await current()).toBe('b'.repeat(64));
    expect(asked).toBe(2);
  });

  it('knows nothing from an error, an answer of another shape, or an API that is not there', async () => {
    for (const wrong of [
      { status: 500, body: '{}' },
      { status: 200, body: JSON.stringify({ contract: 'not a hash' }) },
      { status: 200, body: 'not json' },
    ]) {
      answer = wrong;
      expect(await apiContractSource(origin)()).toBeNull();
    }
    expect(await apiContractSource('http://127.0.0.1:9')()).toBeNull();
  });
});
