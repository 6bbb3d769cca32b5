import type { FastifyInstance } from 'fastify';

import { yupValidatorCompiler } from '../v1/validation';
import { pdfFileRoutes } from './pdf-files';

// The PDF service of spec §7 ("a second service": GET /pdf/{a}/{b}/{recordId}, polled), under /pdf (the edge
// proxies it here). Same rules as /v1, except that the member may be signed in by the apiV2 cookie instead of a
// bearer token, and the file itself needs no app headers (a plain link click sends neither).
export async function pdfRoutes(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(yupValidatorCompiler);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(pdfFileRoutes);
}
