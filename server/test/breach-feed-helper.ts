import type { BreachFeedConfig } from '../src/config';
import { startHibpStandIn, type HibpStandIn } from '../src/services/breach-feed/hibp-stand-in';

// The breach feed of a test: the local Have I Been Pwned stand-in on a free loopback port, and the app's settings that
// point at it (HIBP's API under /api/v3, Pwned Passwords at its root). Tests never reach a real provider.

export const TEST_HIBP_KEY = 'test-hibp-key';

export async function startTestBreachFeed(): Promise<{ standIn: HibpStandIn; breachFeed: BreachFeedConfig }> {
  const standIn = await startHibpStandIn({ port: 0, apiKey: TEST_HIBP_KEY });
  return {
    standIn,
    breachFeed: {
      hibpApiUrl: `${standIn.url}/api/v3`,
      hibpApiKey: TEST_HIBP_KEY,
      pwnedPasswordsUrl: standIn.url,
      timeoutMs: 5_000,
      maxRetryWaitSeconds: 0,
    },
  };
}
