// Keys of the meta values (GET /v1/meta/{path}) that running code reads or overrides.

/** The user-research screener URL (GET /v1/meta/research/screener_url); RESEARCH_SCREENER_URL overrides it. */
export const RESEARCH_SCREENER_META_KEY = 'research.screener_url';

/** The support phone as the header shows it (GET /v1/meta/support/phone_display); server messages name it too. */
export const SUPPORT_PHONE_META_KEY = 'support.phone_display';
