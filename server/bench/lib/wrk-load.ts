import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Load from wrk (Debian's package, C, epoll) instead of autocannon: the same paths in turn and the same connections,
// but the load itself costs about a quarter of the CPU per request. On this 2-core machine the load generator shares
// the cores with the server: autocannon took 60 % of one of them under person search, wrk 25-30 %.

export interface WrkResult {
  requests: number;
  durationUs: number;
  bytes: number;
  p50Us: number;
  p99Us: number;
  meanUs: number;
  maxUs: number;
  non2xx: number;
  connectErrors: number;
  readErrors: number;
  writeErrors: number;
  timeouts: number;
}

const FIELDS = [
  'requests',
  'durationUs',
  'bytes',
  'p50Us',
  'p99Us',
  'meanUs',
  'maxUs',
  'non2xx',
  'connectErrors',
  'readErrors',
  'writeErrors',
  'timeouts',
] as const satisfies readonly (keyof WrkResult)[];

function parseWrkResult(line: string): WrkResult {
  const parsed: unknown = JSON.parse(line);
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`wrk printed no figures: ${line}`);
  const figures = parsed as Record<string, unknown>;
  const result = {} as WrkResult;
  for (const field of FIELDS) {
    const value = figures[field];
    if (typeof value !== 'number') throw new Error(`wrk's figures lack ${field}: ${line}`);
    result[field] = value;
  }
  return result;
}

const script = path.join(import.meta.dirname, 'wrk-paths.lua');

export function wrkLoad(
  url: string,
  paths: string[],
  headers: Record<string, string>,
  options: { connections: number; seconds: number; threads?: number },
): Promise<WrkResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'beacon-wrk-'));
  const list = path.join(dir, 'paths.txt');
  writeFileSync(list, `${paths.join('\n')}\n`);
  const args = [
    `-t${options.threads ?? 2}`,
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--timeout',
    '10s',
    '-s',
    script,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ];
  return new Promise<WrkResult>((resolve, reject) => {
    const child = spawn('wrk', args, { env: { ...process.env, WRK_PATHS: list }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      rmSync(dir, { recursive: true, force: true });
      const line = out.split('\n').find((text) => text.startsWith('{'));
      if (code !== 0 || !line) {
        reject(new Error(`wrk exited with ${code}: ${err || out}`));
        return;
      }
      resolve(parseWrkResult(line));
    });
  });
}
