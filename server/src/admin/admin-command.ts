import path from 'node:path';
import { parseArgs } from 'node:util';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../app';
import { ConfigError, loadConfig, type Config } from '../config';

// The frame every admin command (`pnpm --filter @beacon/server <name>`, the *-cli.ts files beside this one) shares:
// its options are read, the server's own configuration is loaded (DATABASE_URL or DATA_DIR, so a command works beside
// a running server and every instance sees what it did), a demo command is refused in production, and the app is
// built with no worker or job of its own running, then closed. A wrong option, a bad configuration or a refusal
// prints the message and the usage line and exits with 2.

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** What `fail` throws: the command ends with its message and the usage line. */
class UsageError extends Error {}

export interface AdminCommand<Option extends string> {
  /** the package script, e.g. "billing:advance" */
  name: string;
  /** the options as the usage line shows them, e.g. "--email EMAIL --days N" */
  synopsis: string;
  /** string options, with their defaults */
  options: Record<Option, { default?: string }>;
  /** for demos and tests only: refused when the configuration is production's */
  demoOnly: boolean;
  /** the command takes arguments besides its options (handed to `run` as `positionals`) */
  allowPositionals?: boolean;
  /** what this command changes in the server's configuration (e.g. a log level, a delay) */
  configure?: (config: Config) => Config;
  run(context: {
    app: FastifyInstance;
    values: Partial<Record<Option, string>>;
    /** the arguments besides the options (only with allowPositionals) */
    positionals: string[];
    /** ends the command with this message and the usage line */
    fail: (message: string) => never;
  }): Promise<void>;
}

export function runAdminCommand<Option extends string>(command: AdminCommand<Option>): void {
  const fail = (message: string): never => {
    throw new UsageError(message);
  };
  async function main(): Promise<void> {
    const options = Object.fromEntries(
      Object.entries<{ default?: string }>(command.options).map(([name, option]) => [
        name,
        { type: 'string' as const, ...(option.default === undefined ? {} : { default: option.default }) },
      ]),
    );
    let values: Partial<Record<Option, string>>;
    let positionals: string[];
    try {
      const parsed = parseArgs({ options, allowPositionals: command.allowPositionals ?? false });
      values = parsed.values as Partial<Record<Option, string>>;
      positionals = parsed.positionals;
    } catch (error) {
      return fail((error as Error).message);
    }
    let config: Config;
    try {
      config = loadConfig(process.env, { repoRoot });
    } catch (error) {
      if (error instanceof ConfigError) return fail(`Configuration error: ${error.message}`);
      throw error;
    }
    if (command.demoOnly && config.env === 'production') {
      return fail(`${command.name} is for demos and tests, not production`);
    }
    const configured = command.configure ? command.configure(config) : config;
    const app = await buildApp({
      config: { ...configured, logLevel: 'warn' },
      startJobs: false,
      // a command runs beside the server, which owns the inbound mail port
      inboundMail: { listen: false },
    });
    try {
      await app.ready();
      await command.run({ app, values, positionals, fail });
    } finally {
      await app.close();
    }
  }
  main().catch((error: unknown) => {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\nusage: pnpm --filter @beacon/server ${command.name} ${command.synopsis}\n`);
    process.exit(2);
  });
}
