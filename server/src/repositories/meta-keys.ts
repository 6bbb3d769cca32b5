// Keys of the meta values (GET /v1/meta/{path}) that running code reads or overrides.

/** The user-research screener URL (GET /v1/meta/research/screener_url); RESEARCH_SCREENER_URL overrides it. */
export const RESEARCH_SCREENER_META_KEY = 'research.screener_url';

/** The support phone as the header shows it (GET /v1/meta/support/phone_display); server messages name it too. */
export const SUPPORT_PHONE_META_KEY = 'support.phone_display';

/** The App Store link of the iPhone app (GET /v1/meta/apps/ios); IOS_APP_ID sets it, null = no app to link. */
export const IOS_APP_META_KEY = 'apps.ios';

/** The Google Play link of the Android app (GET /v1/meta/apps/android); ANDROID_APP_ID sets it, null = none. */
export const ANDROID_APP_META_KEY = 'apps.android';
