import { createHash } from 'node:crypto';

import type pg from 'pg';

/**
 * A statement that starts with this comment is sent to PostgreSQL as a named (prepared) statement: parsed and
 * planned once per connection instead of on every call. Only for reads whose result columns are named and fixed:
 * a prepared `select *` breaks when a migration adds a column under a running instance.
 */
export const PREPARED = '/* prepared */ ';

type QueryFunction = (...args: unknown[]) => unknown;

// Hashing a search's text (its column list runs to hundreds of characters) cost about 9 µs a query in the profile
// of person search on PostgreSQL; the texts are few (they vary only by the number of placeholders and the limits),
// so each is hashed once. Cleared rather than evicted one by one when full, as the search caches are.
const NAME_CACHE_SIZE = 1000;
const names = new Map<string, string>();

export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `beacon_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (names.size >= NAME_CACHE_SIZE) names.clear();
    names.set(text, name);
  }
  return name;
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
