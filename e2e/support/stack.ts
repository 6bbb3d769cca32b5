// The one stack every browser test and benchmark shares: `pnpm start` on its own ports.
export const EDGE_PORT = Number(process.env['E2E_EDGE_PORT'] ?? 8181);
export const API_PORT = Number(process.env['E2E_API_PORT'] ?? 4181);
export const BASE_URL = `http://127.0.0.1:${EDGE_PORT}`;
/** The SMTP stand-in `pnpm start` runs, and its list of the mail it kept (GET /messages). */
export const SMTP_PORT = Number(process.env['E2E_SMTP_PORT'] ?? API_PORT + 1000);
export const SMTP_HTTP_PORT = SMTP_PORT + 1;
export const MAIL_MESSAGES_URL = `http://127.0.0.1:${SMTP_HTTP_PORT}/messages`;
/** The HIBP stand-in `pnpm start` runs (breaches and Pwned Passwords), on a port of the stack's own. */
export const HIBP_STANDIN_PORT = SMTP_HTTP_PORT + 1;
/** The identity-monitoring provider's stand-in `pnpm start` runs (its signed webhooks), on a port of its own too. */
export const IDENTITY_STANDIN_PORT = HIBP_STANDIN_PORT + 1;

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
// Without the background-networking flags Chromium keeps dialling out, which this closed network refuses.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The member apps' store ids the stack is started with (the badges' journey checks their links). */
export const IOS_APP_ID = '1234567890';
export const ANDROID_APP_ID = 'com.example.beacon';
