import path from 'node:path';

import { parseDatabaseUrl } from '../../../config';
import { createDatabase } from '../../../db/create-database';
import { smtpStandInMailbox } from './smtp-stand-in-mailbox';
import { BROKER_SITE_SLUGS, startBrokerStandIns } from './start-broker-stand-ins';

// `pnpm --filter @beacon/server broker-stand-ins` (run by `pnpm start` unless BROKER_SITE_*_URL name other sites):
// the three stand-in broker sites of issue 59 on BROKER_STANDIN_CLEARRECORDS_PORT, _PEOPLEPATH_PORT and
// _RECORDHARBOR_PORT (default 2531, 2532, 2533), over the public-records data set of the API's database (DATABASE_URL,
// else <DATA_DIR>/beacon.sqlite; only read). Their mail goes to INBOUND_MAIL_URL (default smtp://127.0.0.1:2535,
// Beacon's inbound endpoint); RecordHarbor reads its letters from the SMTP stand-in's list
// (SMTP_STANDIN_MESSAGES_URL, default http://127.0.0.1:2526/messages). Their state is kept in
// BROKER_STANDIN_STATE_DIR (default <DATA_DIR>/broker-stand-ins). They are made-up sites: never in production.
if (process.env['NODE_ENV']?.toLowerCase() === 'production') {
  console.error('The broker stand-ins never run with NODE_ENV=production: production speaks to the real brokers.');
  process.exit(1);
}

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const dataDir = path.resolve(repoRoot, process.env['DATA_DIR'] || '.data');
const DEFAULT_PORTS = { clearrecords: 2531, peoplepath: 2532, recordharbor: 2533 } as const;
const ports = Object.fromEntries(
  BROKER_SITE_SLUGS.map((slug) => [
    slug,
    Number(process.env[`BROKER_STANDIN_${slug.toUpperCase()}_PORT`] ?? DEFAULT_PORTS[slug]),
  ]),
);
const outboundSmtpUrl = process.env['INBOUND_MAIL_URL'] || 'smtp://127.0.0.1:2535';
const messagesUrl = process.env['SMTP_STANDIN_MESSAGES_URL'] || 'http://127.0.0.1:2526/messages';
const stateDir = path.resolve(process.env['BROKER_STANDIN_STATE_DIR'] || path.join(dataDir, 'broker-stand-ins'));

const { db } = createDatabase(parseDatabaseUrl(process.env['DATABASE_URL'], dataDir), { poolSize: 2 });
const standIns = await startBrokerStandIns({
  db,
  ports,
  stateDir,
  outboundSmtpUrl,
  mailbox: smtpStandInMailbox(messagesUrl),
  pollIntervalMs: Number(process.env['BROKER_STANDIN_POLL_MS'] ?? 1_000),
  log: (message) => console.error(message),
});
console.log(
  `Broker stand-ins: ClearRecords ${standIns.origins.clearrecords}, PeoplePath ${standIns.origins.peoplepath}, ` +
    `RecordHarbor ${standIns.origins.recordharbor} (mail to ${outboundSmtpUrl}; RecordHarbor reads ${messagesUrl}; state in ${stateDir})`,
);

const stop = () => {
  void standIns
    .close()
    .then(() => db.destroy())
    .finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
