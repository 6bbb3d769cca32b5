import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// Runs src/main.ts in a child process the way `pnpm start` does, but as one node process (tsx as a loader, not the
// tsx CLI, which would put a wrapper process in between): SIGKILL then really kills the server.
// BENCH_SERVER_NODE_ARGS passes Node flags to the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles".

const serverDir = path.resolve(import.meta.dirname, '..', '..');
const tsxLoader = createRequire(import.meta.url).resolve('tsx');

export const APP_HEADERS = { 'App-Id': 'beacon-web', 'Api-Key': 'beacon-web-local-key', 'Device-Id': 'bench-device' };

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for the exit */
  stop(): Promise<void>;
  /** SIGKILL and wait for the exit */
  kill(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** `preload`: modules imported into the server before main.ts (after the tsx loader), e.g. bench/lib/memory-probe.ts */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  preload: string[] = [],
): Promise<ServerProcess> {
  const port = env.PORT ?? '4600';
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const imports = preload.flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...nodeArgs, '--import', tsxLoader, ...imports, 'src/main.ts'], {
    cwd: serverDir,
    // responses are not re-checked against the contract, as in production (CHECK_RESPONSES is on in development)
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', CHECK_RESPONSES: 'false', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/v1/ping`, { headers: APP_HEADERS });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
