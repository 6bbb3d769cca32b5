// Keys of the meta values (GET /v1/meta/{path}) that running code reads or overrides.

/** The user-research screener URL (GET /v1/meta/research/screener_url); RESEARCH_SCREENER_URL overrides it. */
export const RESEARCH_SCREENER_META_KEY = 'research.screener_url';
