// The PostgreSQL schema pg-boss keeps its tables in (issue 57): the app's schema name with `_jobs` after it, so a
// database holding several app schemas (one per test run, or per deployment) has one pg-boss schema per app schema
// and they never see each other's jobs. Migration 0100 creates it and the pg-boss adapter runs in it.

export function jobSchemaName(appSchema: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(appSchema)) throw new Error(`unexpected schema name "${appSchema}"`);
  return `${appSchema}_jobs`;
}
