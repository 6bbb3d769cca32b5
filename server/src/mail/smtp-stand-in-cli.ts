import path from 'node:path';

import { startSmtpStandIn } from './smtp-stand-in';

// `pnpm --filter @beacon/server smtp-stand-in` (run by `pnpm start`): the local SMTP stand-in on SMTP_STANDIN_PORT
// (default 2525), its GET /messages on SMTP_STANDIN_HTTP_PORT (default 2526), its outbox folder in
// SMTP_STANDIN_OUTBOX (default <DATA_DIR>/mail-outbox).
const port = Number(process.env['SMTP_STANDIN_PORT'] ?? 2525);
const httpPort = Number(process.env['SMTP_STANDIN_HTTP_PORT'] ?? 2526);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const outboxDir =
  process.env['SMTP_STANDIN_OUTBOX'] ?? path.resolve(repoRoot, process.env['DATA_DIR'] || '.data', 'mail-outbox');

const standIn = await startSmtpStandIn({ port, httpPort, outboxDir });
console.log(`SMTP stand-in on ${standIn.smtpUrl}; mail kept in ${outboxDir} and at ${standIn.messagesUrl ?? ''}`);

const stop = () => {
  void standIn.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
