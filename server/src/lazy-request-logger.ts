import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/**
 * Fastify's `childLoggerFactory`: a request's logger that makes its pino child (the one that writes the request id
 * into every line) the first time it writes a line.
 *
 * Fastify gives every request a child logger up front. Making one serializes its bindings through the redaction
 * paths (REDACT_PATHS in app.ts, some of them wildcards): 3.6 µs a child on this machine, 2.4 % of a server worker's
 * CPU under `pnpm bench:search` (perf, 2026-11-29), while most requests write nothing at the levels a busy server
 * runs at (the benchmarks run at LOG_LEVEL=warn). A line written at an enabled level, a `child()` or a change of
 * level makes the real child, so what is logged, and how, is unchanged.
 */
export const lazyRequestLoggerFactory: ChildLoggerFactory = (logger, bindings, options) =>
  // a route's own level or serializers change what the child writes: those routes get theirs at once
  isLevelAware(logger) && options.level === undefined && options.serializers === undefined
    ? new LazyRequestLogger(logger, bindings)
    : logger.child(bindings, options);

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** pino's loggers say whether a level is on; Fastify's logger type does not promise it */
interface LevelAwareLogger extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
}

function isLevelAware(logger: FastifyBaseLogger): logger is LevelAwareLogger {
  return typeof (logger as Partial<LevelAwareLogger>).isLevelEnabled === 'function';
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

class LazyRequestLogger implements FastifyBaseLogger {
  private child_: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAwareLogger,
    private readonly bindings: Bindings,
  ) {}

  private logger(): FastifyBaseLogger {
    return (this.child_ ??= this.parent.child(this.bindings));
  }

  private write(level: Level, args: unknown[]): void {
    if (this.child_ === undefined && !this.parent.isLevelEnabled(level)) return;
    const logger = this.logger();
    Reflect.apply(logger[level], logger, args);
  }

  get level(): string {
    return this.child_?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  // methods, not arrow fields: a request's logger is one small object, with no closures of its own
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}
