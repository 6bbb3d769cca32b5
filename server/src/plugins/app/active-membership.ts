import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { createActiveMembership, OPEN_REPORT_REFUSAL, type ActiveMembership } from '../../services/active-membership';
import { memberOf } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    activeMembership: ActiveMembership;
    /** onRequest hook after requireMember: the member needs an active membership, else 402 (see the service) */
    requireActiveMembership: (request: FastifyRequest) => Promise<void>;
    /** the same for opening a person from a result (creating its record): the 402 says a report is needed */
    requireActiveMembershipToOpen: (request: FastifyRequest) => Promise<void>;
  }
}

export const activeMembershipPlugin = fp(
  async (app) => {
    const activeMembership = createActiveMembership({ memberships: app.memberships, clock: app.clock });
    app.decorate('activeMembership', activeMembership);
    app.decorate('requireActiveMembership', async (request: FastifyRequest) => {
      await activeMembership.require(memberOf(request).accountId);
    });
    app.decorate('requireActiveMembershipToOpen', async (request: FastifyRequest) => {
      await activeMembership.require(memberOf(request).accountId, OPEN_REPORT_REFUSAL);
    });
  },
  { name: 'active-membership', dependencies: ['repositories', 'auth'] },
);
