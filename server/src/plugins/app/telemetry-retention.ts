import fp from 'fastify-plugin';

import { createTelemetryRetention, type TelemetryRetention } from '../../services/telemetry-retention';

declare module 'fastify' {
  interface FastifyInstance {
    /** the telemetry retention loop of this instance; running only when started (tests call runOnce()) */
    telemetryRetention: TelemetryRetention;
  }
}

export interface TelemetryRetentionPluginOptions {
  /** start the loop when the app is ready (default: config.pdf.worker, the instance's background work switch) */
  start?: boolean;
}

// The background loop that deletes telemetry past TELEMETRY_RETENTION_DAYS, beside the PDF worker: it starts once the
// app is ready and stops (finishing a run in hand) when it closes.
export const telemetryRetentionPlugin = fp<TelemetryRetentionPluginOptions>(
  async (app, options) => {
    const retention = createTelemetryRetention({
      db: app.db,
      clock: app.clock,
      log: app.log.child({ component: 'telemetry-retention' }),
      retentionDays: app.config.telemetry.retentionDays,
    });
    app.decorate('telemetryRetention', retention);
    if (options.start ?? app.config.pdf.worker) app.addHook('onReady', async () => retention.start());
    app.addHook('onClose', async () => retention.stop());
  },
  { name: 'telemetry-retention', dependencies: ['database'] },
);
