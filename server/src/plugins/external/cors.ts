import cors from '@fastify/cors';
import fp from 'fastify-plugin';

// Browsers reach the API through the edge on the same origin, so CORS is only for other origins named in
// CORS_ORIGINS (default: none, and then the plugin is not registered at all: with no origin allowed it would still run
// on every request only to add nothing).
export const corsPlugin = fp(
  async (app) => {
    const origins = app.config.corsOrigins;
    if (!origins.length) return;
    await app.register(cors, {
      origin: origins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization', 'App-Id', 'Api-Key', 'Device-Id'],
      exposedHeaders: ['Retry-After', 'Location', 'X-Required-Item', 'X-Required-For'],
      credentials: false,
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
