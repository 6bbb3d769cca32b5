import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/schema';

// Server-owned content: meta values (GET /meta/{path}) and dynamic layouts (GET /dynamic-layouts/{id}; an
// administrator changes them with `layouts:set`, admin/set-layout.ts).

export interface Layout {
  id: string;
  desktop: string[];
  mobile: string[];
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function stringList(raw: string): string[] {
  const parsed = parseJson(raw);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * `configured`: meta values set by the deployment (environment), e.g. `research.screener_url`. They take the place of
 * the stored value of the same key, which the migrations create with its default.
 */
export function createContentRepository(db: Kysely<Database>, configured: Record<string, unknown> = {}) {
  const configuredKeys = Object.keys(configured);
  return {
    /**
     * The value stored under `key`, or, when `key` is a prefix such as `prices`, an object of the values below it
     * (`{ person_report: 9.99, ... }`). undefined when neither exists.
     */
    async metaValue(key: string): Promise<unknown> {
      if (Object.hasOwn(configured, key)) return configured[key];
      const exact = await db.selectFrom('meta_values').select('value').where('key', '=', key).executeTakeFirst();
      if (exact) return parseJson(exact.value);
      const prefix = `${key}.`;
      const rows = await db
        .selectFrom('meta_values')
        .select(['key', 'value'])
        // substr rather than LIKE ('_' is a wildcard there) or a range (collation-dependent on PostgreSQL)
        .where(sql<string>`substr(key, 1, ${sql.lit(prefix.length)})`, '=', prefix)
        .orderBy('key')
        .execute();
      const values = new Map(rows.map((row) => [row.key, parseJson(row.value)]));
      for (const configuredKey of configuredKeys) {
        if (configuredKey.startsWith(prefix)) values.set(configuredKey, configured[configuredKey]);
      }
      if (!values.size) return undefined;
      const tree: Record<string, unknown> = {};
      for (const [valueKey, value] of values) {
        const parts = valueKey.slice(prefix.length).split('.');
        let node = tree;
        parts.forEach((part, index) => {
          if (index === parts.length - 1) {
            node[part] = value;
          } else {
            const child = node[part];
            node[part] = typeof child === 'object' && child !== null ? child : {};
            node = node[part] as Record<string, unknown>;
          }
        });
      }
      return tree;
    },

    async layout(id: string): Promise<Layout | undefined> {
      const row = await db.selectFrom('dynamic_layouts').selectAll().where('id', '=', id).executeTakeFirst();
      return row && { id: row.id, desktop: stringList(row.desktop), mobile: stringList(row.mobile) };
    },

    /** Writes a layout (new or replacing the one of that id): every instance serves it from its next request. */
    async saveLayout(layout: Layout): Promise<void> {
      const desktop = JSON.stringify(layout.desktop);
      const mobile = JSON.stringify(layout.mobile);
      await db
        .insertInto('dynamic_layouts')
        .values({ id: layout.id, desktop, mobile })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ desktop, mobile }))
        .execute();
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
