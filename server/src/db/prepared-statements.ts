import { createHash } from 'node:crypto';

import type pg from 'pg';

/**
 * A statement that starts with this comment is sent to PostgreSQL as a named (prepared) statement: parsed and
 * planned once per connection instead of on every call. Only for reads whose result columns are named and fixed:
 * a prepared `select *` breaks when a migration adds a column under a running instance.
 */
export const PREPARED = '/* prepared */ ';

type QueryFunction = (...args: unknown[]) => unknown;

export function statementName(text: string): string {
  return `beacon_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

/**
 * Wraps a client's `query` (the pool's `connect` event, once per connection) so that marked statements go out
 * named. node-postgres keeps a connection's named statements for its lifetime and sends only Bind/Execute for them
 * after the first call.
 */
export function prepareMarkedStatements(client: pg.ClientBase): void {
  const query = client.query.bind(client) as QueryFunction;
  const wrapped: QueryFunction = (config, values, callback) =>
    typeof config === 'string' && config.startsWith(PREPARED)
      ? query({ name: statementName(config), text: config, values }, callback)
      : query(config, values, callback);
  (client as unknown as { query: QueryFunction }).query = wrapped;
}
