// Row ids are PostgreSQL integers (serial). PostgreSQL refuses to compare an integer column with a number past
// 2,147,483,647 (an error, not an empty result), so a repository answers "not found" for such an id without asking.
// The API already refuses ids past 9 digits; this keeps internal callers (jobs, seeds) as safe.

const MAX_ROW_ID = 2_147_483_647;

export function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;
}
