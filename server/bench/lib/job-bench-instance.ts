import { readFileSync } from 'node:fs';

import type { RecordReport } from '@beacon/validation';
import Fastify from 'fastify';

import type { DatabaseConfig } from '../../src/config';
import { createDatabase, type DatabaseHandle } from '../../src/db/create-database';
import { createJobQueue, withSettings } from '../../src/jobs/create-job-queue';
import type { JobQueue } from '../../src/jobs/job-queue';
import { renderReportPdf } from '../../src/services/report-pdf';
import { benchJobs, wallNow } from './job-bench-jobs';

// One worker instance of `pnpm bench:jobs` (issue 57 point 5), a process of its own as a server instance is, with both
// bench jobs defined. The parent drives it over IPC, one reply per command:
//   prepare → its own connection on the database named (a SQLite handle or a PostgreSQL pool) and a new queue of the
//   engine, registered, not started; start → its workers run; stop → they stop, finishing the job in hand, and the
//   connection closes; collect → the starts noted since the last collect ([seq, wall ms]); exit.
// A new queue per measurement, so each one starts from workers that were not running (a pg-boss instance is not
// restarted after stop); one process for every measurement, as starting one costs seconds.

export type InstanceCommand =
  | { type: 'prepare'; database: DatabaseConfig }
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'collect' }
  | { type: 'exit' };

export type InstanceReply =
  | { type: 'ready' }
  | { type: 'done'; command: InstanceCommand['type'] }
  | { type: 'starts'; starts: Array<[number, number]> }
  | { type: 'error'; message: string };

export interface InstanceArgs {
  reportFile: string;
  pollIntervalMs: number;
}

function reply(message: InstanceReply): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const args = JSON.parse(process.argv[2] ?? '') as InstanceArgs;
  const report = JSON.parse(readFileSync(args.reportFile, 'utf8')) as RecordReport;
  let starts: Array<[number, number]> = [];
  const jobs = Object.values(benchJobs(report, (seq) => starts.push([seq, wallNow()])));
  // warmed up as the parent's floor is (pdfkit's fonts, the JIT)
  for (let index = 0; index < 3; index += 1) await renderReportPdf(report);
  const app = Fastify({ logger: false });
  const log = Fastify({ logger: { level: 'warn' } }).log;
  let handle: DatabaseHandle | undefined;
  let queue: JobQueue | undefined;

  async function stop(): Promise<void> {
    await queue?.stop();
    queue = undefined;
    await handle?.db.destroy();
    handle = undefined;
  }

  const commands: {
    [T in InstanceCommand['type']]: (command: Extract<InstanceCommand, { type: T }>) => Promise<void>;
  } = {
    async prepare({ database }) {
      await stop();
      handle = createDatabase(database);
      queue = await createJobQueue({
        db: handle.db,
        dialect: handle.dialect,
        app,
        clock: Date.now,
        log,
        pollIntervalMs: args.pollIntervalMs,
      });
      await queue.register(jobs.map((job) => withSettings(job)));
    },
    async start() {
      if (!queue) throw new Error('start before prepare');
      await queue.start();
    },
    stop,
    async collect() {
      reply({ type: 'starts', starts });
      starts = [];
    },
    async exit() {
      await stop();
      process.disconnect?.();
    },
  };
  const run = (message: InstanceCommand): Promise<void> =>
    (commands[message.type] as (command: InstanceCommand) => Promise<void>)(message);

  process.on('message', (message: InstanceCommand) => {
    run(message)
      .then(() => {
        if (message.type !== 'collect' && message.type !== 'exit') reply({ type: 'done', command: message.type });
      })
      .catch((error: unknown) =>
        reply({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
  });
  reply({ type: 'ready' });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
