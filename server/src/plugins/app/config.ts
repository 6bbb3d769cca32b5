import fp from 'fastify-plugin';

import type { Config } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** milliseconds since the epoch; replaceable in tests */
    clock: () => number;
  }
}

export const configPlugin = fp<{ config: Config; clock: () => number }>(
  async (app, options) => {
    app.decorate('config', options.config);
    app.decorate('clock', options.clock);
  },
  { name: 'config' },
);
