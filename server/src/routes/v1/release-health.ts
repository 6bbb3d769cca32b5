import {
  errorResponses,
  noContent,
  releaseHealthBatchSchema,
  releaseHealthParamsSchema,
  releaseHealthQuerySchema,
  releaseHealthResponseSchema,
  type ReleaseHealthBatch,
} from '@beacon/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  batchDeviceId,
  deviceHash,
  isOperatorToken,
  releaseHealthHashKey,
} from '../../domain/release-health/release-health-device';
import { toReleaseHealthResponse } from '../../dto/release-health-dto';
import { badRequest, notFound, unauthorized } from '../../http-errors';
import { routeSchema } from './validation';

// Per-version health of the remotes from real browsers (issue 60).
//
// POST /release-health takes a batch of counts from the host, signed in or not. The host sends it with
// navigator.sendBeacon, which carries no custom headers: the route is exempt from the app headers and knows the device
// by its beacon-device cookie (or a Device-Id header, from the keepalive fetch of a browser without beacons). Only a
// keyed hash of the device id is kept, and the budget of batches is per device, counted under that hash.
//
// GET /release-health/{remote}?since=ISO gives the release guard (deploy/src/guard) the figures per version and
// cohort. Its only credential is the operator token RELEASE_HEALTH_TOKEN (the guard is no browser app); unset, the
// figures are not served (404), and a missing or wrong token is refused (401) before anything else is looked at.

const NO_DEVICE = 'A release-health batch needs the beacon-device cookie or a valid Device-Id header';

export async function releaseHealthRoutes(app: FastifyInstance): Promise<void> {
  const hashKey = releaseHealthHashKey(app.config.pointerSecret);
  const { token, rateLimit } = app.config.releaseHealth;
  // A beacon's body goes as text/plain, the type every browser's sendBeacon sends a string with (Chrome refuses a
  // Blob of application/json): read as JSON here, for these routes only, like application/json.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(badRequest('The request body must be JSON'), undefined);
    }
  });
  const deviceOf = (request: FastifyRequest) => {
    const device = request.headers['device-id'];
    return batchDeviceId(request.headers.cookie, typeof device === 'string' ? device : undefined);
  };

  app.post<{ Body: ReleaseHealthBatch }>(
    '/release-health',
    {
      // 12 groups with 80 vitals each are about 12 KB
      bodyLimit: 32 * 1024,
      config: {
        appHeaders: false,
        rateLimit: {
          max: rateLimit.max,
          timeWindow: rateLimit.windowMs,
          keyGenerator: (request: FastifyRequest) => {
            const device = deviceOf(request);
            return device ? `device:${deviceHash(hashKey, device)}` : `ip:${request.ip}`;
          },
        },
      },
      schema: routeSchema({
        tags: ['release health'],
        summary: "Record a device's release-health counts per remote, version and cohort (sent by the host)",
        body: releaseHealthBatchSchema,
        security: [{ deviceCookie: [] }, { deviceId: [] }],
        response: { 204: noContent(), ...errorResponses(400, 413, 415, 429) },
      }),
    },
    async (request, reply) => {
      const device = deviceOf(request);
      if (!device) throw badRequest(NO_DEVICE);
      await app.releaseHealth.addBatch(deviceHash(hashKey, device), app.clock(), request.body.groups);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { remote: string }; Querystring: { since: string } }>(
    '/release-health/:remote',
    {
      config: { appHeaders: false },
      onRequest: async (request) => {
        if (token === null) throw notFound('Release health is not served here: RELEASE_HEALTH_TOKEN is not set');
        const authorization = request.headers.authorization;
        if (!isOperatorToken(authorization, token)) {
          throw unauthorized('The release-health figures need Authorization: Bearer <RELEASE_HEALTH_TOKEN>');
        }
      },
      schema: routeSchema({
        tags: ['release health'],
        summary: "A remote's release-health figures per version and cohort since a time (the release guard's read)",
        params: releaseHealthParamsSchema,
        querystring: releaseHealthQuerySchema,
        security: [{ releaseHealthToken: [] }],
        response: { 200: releaseHealthResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) => {
      const since = Date.parse(request.query.since);
      const health = await app.releaseHealth.figuresSince(request.params.remote, since);
      return toReleaseHealthResponse(request.params.remote, since, app.clock(), health);
    },
  );
}
