import Fastify, { type FastifyInstance } from 'fastify';

import { lazyRequestLoggerFactory } from '../src/lazy-request-logger';

// A request's logger makes its pino child only when it writes: the lines are the same as with Fastify's own factory
// (request id included), and a request that writes nothing costs no child.

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

const WARN = 40;

describe('lazyRequestLoggerFactory', () => {
  let app: FastifyInstance;
  let lines: Line[];
  let children: jest.SpyInstance;

  beforeEach(async () => {
    lines = [];
    app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line) as Line) } },
      childLoggerFactory: lazyRequestLoggerFactory,
      disableRequestLogging: false,
    });
    app.get('/quiet', async (request) => {
      request.log.info('below the level');
      request.log.debug({ detail: 1 }, 'far below');
      return { ok: true };
    });
    app.get('/loud', async (request) => {
      request.log.warn({ attempt: 2 }, 'something to see');
      request.log.error('and worse');
      return { ok: true };
    });
    app.get('/nested', async (request) => {
      request.log.child({ job: 'pdf' }).warn('from a child');
      return { ok: true };
    });
    app.get('/verbose', async (request) => {
      request.log.level = 'debug';
      request.log.debug('now on');
      return { level: request.log.level };
    });
    app.get('/own-level', { logLevel: 'info' }, async (request) => {
      request.log.info('this route logs at info');
      return { ok: true };
    });
    await app.ready();
    children = jest.spyOn(app.log, 'child');
  });

  afterEach(() => app.close());

  it('makes no child and writes nothing for a request that logs below the level', async () => {
    const response = await app.inject('/quiet');
    expect(response.statusCode).toBe(200);
    expect(children).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(app.log.level).toBe('warn');
  });

  it('writes the lines at enabled levels with the request id, from one child', async () => {
    await app.inject('/loud');
    expect(children).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(2);
    const [warning, failure] = lines;
    expect(warning).toMatchObject({ level: WARN, msg: 'something to see', attempt: 2 });
    expect(failure).toMatchObject({ msg: 'and worse' });
    expect(warning?.reqId).toMatch(/^req-/);
    expect(failure?.reqId).toBe(warning?.reqId);
  });

  it('gives each request its own id', async () => {
    await app.inject('/loud');
    await app.inject('/loud');
    const ids = new Set(lines.map((line) => line.reqId));
    expect(ids.size).toBe(2);
  });

  it("binds a child's fields on top of the request id", async () => {
    await app.inject('/nested');
    expect(lines).toEqual([expect.objectContaining({ msg: 'from a child', job: 'pdf', reqId: expect.any(String) })]);
  });

  it("changes only this request's level", async () => {
    const response = await app.inject('/verbose');
    expect(response.json()).toEqual({ level: 'debug' });
    // Fastify's own "request completed" line is now on too, as with its default factory
    expect(lines.map((line) => line.msg)).toEqual(['now on', 'request completed']);
    expect(lines[0]?.reqId).toMatch(/^req-/);
    expect(app.log.level).toBe('warn');
    lines.length = 0;
    await app.inject('/quiet');
    expect(lines).toEqual([]);
  });

  it("keeps a route's own level", async () => {
    await app.inject('/own-level');
    expect(lines.map((line) => line.msg)).toContain('this route logs at info');
  });
});
