import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';

import type { IdentityProviderConfig } from '../src/config';
import {
  startIdentityProviderStandIn,
  type IdentityProviderStandIn,
} from '../src/services/identity-events/identity-provider-stand-in';
import { IDENTITY_WEBHOOK_SECRET } from './helper';

// The identity provider of a test: its local stand-in on a free loopback port, the app's settings that point at it,
// and `listen`, which has the app listen on loopback and tells the stand-in where to deliver (the app's signed
// webhook). Tests never reach a real provider.

export const TEST_IDENTITY_API_KEY = 'idp_test_key_0123456789';

export async function startTestIdentityProvider(): Promise<{
  standIn: IdentityProviderStandIn;
  identityProvider: IdentityProviderConfig;
  listen: (app: FastifyInstance) => Promise<void>;
  /** the app's webhook, once `listen` has run */
  webhookUrl: () => string;
}> {
  let webhookUrl = '';
  const standIn = await startIdentityProviderStandIn({
    apiKey: TEST_IDENTITY_API_KEY,
    webhookUrl: () => webhookUrl,
    webhookSecret: IDENTITY_WEBHOOK_SECRET,
    delivery: { attempts: 3, delayMs: 10 },
  });
  return {
    standIn,
    identityProvider: {
      url: standIn.url,
      apiKey: TEST_IDENTITY_API_KEY,
      webhookSecret: IDENTITY_WEBHOOK_SECRET,
      toleranceSeconds: 300,
    },
    async listen(app) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      webhookUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1/webhooks/identity-events`;
    },
    webhookUrl: () => webhookUrl,
  };
}
