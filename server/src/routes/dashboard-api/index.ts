import type { FastifyInstance } from 'fastify';

import { yupValidatorCompiler } from '../v1/validation';
import { dataMonitoringRoutes } from './data-monitoring';

// The "second service" of spec §7 under /dashboard/api (the edge proxies it here). Same rules as /v1: app headers
// on every call, a bearer token on member calls, inputs checked with @beacon/validation, nothing cached.
export async function dashboardApiRoutes(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(yupValidatorCompiler);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(dataMonitoringRoutes);
}
