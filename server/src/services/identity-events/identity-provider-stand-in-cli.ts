import path from 'node:path';

import { loadPersistedSecrets } from '../../config/persisted-secrets';
import { startIdentityProviderStandIn } from './identity-provider-stand-in';

// `pnpm --filter @beacon/server identity-stand-in` (run by `pnpm start`): the local stand-in of the identity-monitoring
// provider on 127.0.0.1:IDENTITY_STANDIN_PORT (default 2528). It takes the API key IDENTITY_PROVIDER_API_KEY (any key
// when unset) and signs its events with IDENTITY_WEBHOOK_SECRET, else with the secret the server generated into
// DATA_DIR's secrets.json (the same one a server started without the variable uses), and POSTs them to
// IDENTITY_WEBHOOK_URL (default http://127.0.0.1:4000/v1/webhooks/identity-events).

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const port = Number(process.env['IDENTITY_STANDIN_PORT'] ?? 2528);
const apiKey = process.env['IDENTITY_PROVIDER_API_KEY'] || undefined;
const webhookUrl =
  process.env['IDENTITY_WEBHOOK_URL'] || `http://127.0.0.1:${process.env['PORT'] ?? 4000}/v1/webhooks/identity-events`;
const webhookSecret =
  process.env['IDENTITY_WEBHOOK_SECRET'] ||
  loadPersistedSecrets(path.resolve(repoRoot, process.env['DATA_DIR'] || '.data')).identityWebhookSecret;

const standIn = await startIdentityProviderStandIn({ port, webhookUrl, webhookSecret, ...(apiKey ? { apiKey } : {}) });
console.log(`Identity provider stand-in on ${standIn.url}, delivering to ${webhookUrl}`);

const stop = () => {
  void standIn.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
