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
/** The API's inbound SMTP endpoint (replies of the brokers, confirmation links), on a port of the stack's own. */
export const INBOUND_MAIL_PORT = IDENTITY_STANDIN_PORT + 1;
/** The three stand-in broker sites `pnpm start` runs (issue 59), each on a port of the stack's own. */
export const BROKER_STANDIN_PORTS = {
  clearrecords: INBOUND_MAIL_PORT + 1,
  peoplepath: INBOUND_MAIL_PORT + 2,
  recordharbor: INBOUND_MAIL_PORT + 3,
} as const;
export const BROKER_SITE_URLS = {
  clearrecords: `http://127.0.0.1:${BROKER_STANDIN_PORTS.clearrecords}`,
  peoplepath: `http://127.0.0.1:${BROKER_STANDIN_PORTS.peoplepath}`,
  recordharbor: `http://127.0.0.1:${BROKER_STANDIN_PORTS.recordharbor}`,
} as const;
/** The environment that names those ports, for `pnpm start` and for `pnpm brokers:advance` run by a journey. */
export const BROKER_STANDIN_ENV = {
  BROKER_STANDIN_CLEARRECORDS_PORT: String(BROKER_STANDIN_PORTS.clearrecords),
  BROKER_STANDIN_PEOPLEPATH_PORT: String(BROKER_STANDIN_PORTS.peoplepath),
  BROKER_STANDIN_RECORDHARBOR_PORT: String(BROKER_STANDIN_PORTS.recordharbor),
  INBOUND_MAIL_PORT: String(INBOUND_MAIL_PORT),
} as const;

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
