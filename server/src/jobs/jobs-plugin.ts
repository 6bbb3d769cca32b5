import fp from 'fastify-plugin';

import { createJobQueue, registeredJobs } from './create-job-queue';
import type { JobQueue } from './job-queue';
import { JOBS } from './job-registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** the job engine of this instance: send jobs, and (tests, admin commands) drain what is due */
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  /** start the workers and schedulers when the app is ready (default: config.jobs.start, START_JOBS) */
  start?: boolean;
}

// The one plugin that runs every job of job-registry.ts (issue 57): it makes the queue of the engine, registers the
// jobs with this deployment's settings, starts the workers and the scheduler once the app is ready (when the one
// START_JOBS switch is on) and stops them, letting a job in hand finish, when the app closes.
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, options) => {
    const queue = await createJobQueue({
      db: app.db,
      dialect: app.dbDialect,
      app,
      clock: app.clock,
      log: app.log.child({ component: 'jobs' }),
      pollIntervalMs: app.config.jobs.pollIntervalMs,
      maintenanceIntervalSeconds: app.config.jobs.maintenanceIntervalSeconds,
    });
    await queue.register(registeredJobs(JOBS, app.config.jobs.settings));
    app.decorate('jobs', queue);
    if (options.start ?? app.config.jobs.start) app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['config', 'database'] },
);
