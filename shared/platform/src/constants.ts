// Business constants of spec §9. Every app reads them from here so a change lands everywhere at once.
export const API_VERSION = 'v1';
export const TOKEN_REFRESH_RETRY_CAP = 10;
export const PDF_POLL_INTERVAL_MS = 2_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PHONE_DIGITS = 10;
export const ZIP_DIGITS = 5;
export const DEFAULT_STATE_FILTER = 'ALL';
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const LAYOUT_BREAKPOINT_PX = 1200;
export const SIDEBAR_WIDTH_PX = 340;
export const NOTIFICATION_TRANSITION_MS = 300;
export const BANNER_TRANSITION_IN_MS = 2_000;
export const BANNER_TRANSITION_OUT_MS = 500;
export const ALERTS_WIDGET_MAX_ITEMS = 3;
export const SELF_RECORDS_SHOWN_BEFORE_EXPANSION = 2;
export const CROSS_SELL_INTENT_MIN_AGE_MS = 30_000;
export const CROSS_SELL_NOTICE_DELAY_MS = 5_000;
export const GUARDIAN_RETARGET_NOTICE_DELAY_MS = 5_000;
export const SELF_REPORT_NOTICE_DELAY_MS = 60_000;
export const SUPPORT_HOURS = '7:00am to 7:00pm Pacific, 7 days a week, holiday hours vary';
/** Guardian activation modal (spec §4, §9): the features slide after 7 s; the bar runs 17 s, then 1 s more. */
export const GUARDIAN_MODAL_SECOND_SLIDE_MS = 7_000;
export const GUARDIAN_MODAL_PROGRESS_MS = 17_000;
export const GUARDIAN_MODAL_FINAL_DELAY_MS = 1_000;
export const GUARDIAN_MODAL_BAR_HEIGHT_PX = 40;
