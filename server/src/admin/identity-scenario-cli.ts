import { IDENTITY_SCENARIOS, type IdentityScenario } from '@beacon/validation';

import { createIdentityProviderClient } from '../services/identity-events/identity-provider-client';
import { requestStandInScenario } from '../services/identity-events/identity-provider-stand-in';
import { runAdminCommand } from './admin-command';

// `pnpm --filter @beacon/server identity:scenario -- <member e-mail> [scenario]` (also `pnpm identity:scenario`): the
// identity provider's local stand-in sends the member's account a scenario of identity events (default "demo", one
// event of each type; or one type, e.g. address.change) through Beacon's signed webhook, so the alerts arrive by the
// real pipeline. It looks the account's subscriber reference up in the server's database (DATABASE_URL or DATA_DIR),
// making it when the account has none, enrolls it at the stand-in (IDENTITY_PROVIDER_URL, default
// http://127.0.0.1:2528), and asks the stand-in for the scenario. A running server then receives the events; its job
// workers turn them into alerts. The same scenario sent twice delivers the same event ids: nothing new the second time.
// For demos and tests, never production.

const DEFAULT_STAND_IN = `http://127.0.0.1:${process.env['IDENTITY_STANDIN_PORT'] ?? 2528}`;

function isScenario(value: string): value is IdentityScenario {
  return (IDENTITY_SCENARIOS as readonly string[]).includes(value);
}

runAdminCommand({
  name: 'identity:scenario',
  synopsis: `-- EMAIL [${IDENTITY_SCENARIOS.join('|')}]`,
  options: {},
  demoOnly: true,
  allowPositionals: true,
  async run({ app, positionals, fail }) {
    const [email, scenario = 'demo', ...rest] = positionals;
    if (!email || rest.length > 0) return fail('Name one member e-mail and at most one scenario');
    if (!isScenario(scenario)) return fail(`Unknown scenario "${scenario}"`);
    const account = await app.accounts.findByEmail(email.trim().toLowerCase());
    if (!account) return fail(`No account has the e-mail address ${email}`);
    const url = app.config.identityProvider.url || DEFAULT_STAND_IN;
    const apiKey = app.config.identityProvider.apiKey || 'idp_test_local_stand_in';
    const subscriber = await app.identityEvents.subscriberOf(account.id);
    // enrolled through the adapter (idempotent at the provider): a stand-in restarted since knows no subscriber
    await app.identityEvents.enroll(account.id, createIdentityProviderClient({ url, apiKey }));
    const deliveries = await requestStandInScenario({ url, apiKey, reference: subscriber.reference, scenario });
    for (const delivery of deliveries) {
      process.stdout.write(
        `${delivery.eventId} ${delivery.type}: ${delivery.status} after ${delivery.attempts} try(s)\n`,
      );
    }
  },
});
