import fp from 'fastify-plugin';

import type { QuotaAction } from '../../config';
import { DomainError } from '../../domain/errors';
import { createSharedCounter } from '../../repositories/rate-limit-store';
import { createAccountQuotas, type AccountQuotas } from '../../services/account-quotas';
import { memberOf } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the member quota this route counts against (the route must require a member) */
    quota?: QuotaAction;
  }
  interface FastifyInstance {
    accountQuotas: AccountQuotas;
  }
}

// A route names its quota in its config (`config: { quota: 'search' }`); this hook counts it once the member is known
// (route onRequest hooks, where requireMember runs, come before preValidation) and before the body or query is
// checked, so malformed attempts count too.
export const accountQuotasPlugin = fp(
  async (app) => {
    const quotas = createAccountQuotas(createSharedCounter(app.db, app.clock), app.config.quotas);
    app.decorate('accountQuotas', quotas);
    app.addHook('preValidation', async (request) => {
      const action = request.routeOptions.config.quota;
      if (!action) return;
      try {
        await quotas.consume(memberOf(request).accountId, action);
      } catch (error) {
        if (error instanceof DomainError) throw error;
        // As with the per-IP limit: when the database cannot count, serve the request rather than fail it.
        request.log.warn({ err: error, quota: action }, 'member quota could not be counted');
      }
    });
  },
  { name: 'account-quotas', dependencies: ['database', 'auth'] },
);
