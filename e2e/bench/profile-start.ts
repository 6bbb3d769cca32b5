import { readFileSync } from 'node:fs';
import path from 'node:path';

import { chromium, request } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

import { DEMO_MEMBERS, loginThroughApi } from '../support/sign-in';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/stack';

// `pnpm bench:profile <path>`: where a cold load's main-thread time goes. Loads the path signed in as the premium
// demo member with the CPU slowed 4× (Lighthouse's mobile preset), samples V8's profiler until the page has been
// quiet for a second, and prints the functions with the most self time, mapped through the release's source maps
// to their source file and name. PROFILE_BASE_URL (http://localhost:8080, `pnpm start`).

const BASE_URL = process.env['PROFILE_BASE_URL'] ?? 'http://localhost:8080';
const target = process.argv[2] ?? '/dashboard';
const ROOT = path.resolve(import.meta.dirname, '../..');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** The built file behind a script URL of the local stack: the host's dist or a remote's. */
function distFileOf(url: string): string | null {
  // V8's and Chromium's own scripts have names such as `v8/LoadTimes`, no URL and no source map
  if (!URL.canParse(url)) return null;
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(pathname);
  if (remote) return path.join(ROOT, 'remotes', remote[1]!, 'dist', remote[2]!);
  return path.join(ROOT, 'host', 'dist', pathname.slice(1));
}

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerFor(url: string): SourceMapConsumer | null {
  if (!consumers.has(url)) {
    const file = distFileOf(url);
    try {
      consumers.set(
        url,
        file ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap) : null,
      );
    } catch {
      consumers.set(url, null);
    }
  }
  return consumers.get(url) ?? null;
}

function describe(frame: ProfileNode['callFrame']): string {
  // V8's own entries come in parentheses already: (idle), (program), (garbage collector)
  if (!frame.url)
    return frame.functionName.startsWith('(') ? frame.functionName : `(${frame.functionName || 'program'})`;
  const consumer = consumerFor(frame.url);
  const position = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!position?.source) {
    const name = URL.canParse(frame.url) ? path.basename(new URL(frame.url).pathname) : frame.url;
    return `${frame.functionName || '(anonymous)'} ${name}`;
  }
  const source = position.source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '');
  return `${position.name ?? frame.functionName ?? '(anonymous)'}  ${source}:${position.line ?? 0}`;
}

async function main() {
  const api = await request.newContext({ baseURL: BASE_URL });
  const tokens = await loginThroughApi(api, DEMO_MEMBERS.premium);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript((session) => {
    window.localStorage.setItem('accessToken', session.accessToken);
    window.localStorage.setItem('refreshToken', session.refreshToken);
  }, tokens);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(new URL(target, BASE_URL).toString());
  await page.waitForLoadState('load');
  await page.waitForTimeout(3_000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  await browser.close();
  await api.dispose();

  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byNode.get(id);
    if (!node) return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const name = describe(node.callFrame);
    if (name === '(idle)' || name === '(program)') return;
    self.set(name, (self.get(name) ?? 0) + ms);
    const file = name.split('  ')[1]?.replace(/:\d+$/, '') ?? name;
    const area =
      /^(react-dom|react|@tanstack|jotai|yup|@module-federation|final-form|react-final-form|react-router)/.exec(
        file,
      )?.[1] ?? file;
    byFile.set(area, (byFile.get(area) ?? 0) + ms);
  });
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`${target}: ${total.toFixed(0)} ms of script and browser work on the main thread (CPU 4× slower)\n`);
  console.log('by source (self time):');
  for (const [name, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  }
  console.log('\nby function (self time):');
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  }
  printLongTasks(profile, byNode);
}

/** Our own code (the apps and shared packages), as opposed to libraries and the browser. */
function isOwnCode(name: string): boolean {
  return /\s(src|shared\/[a-z-]+\/src)\//.test(name) || /\s(host|remotes\/[a-z-]+)\/src\//.test(name);
}

/**
 * The stretches of main-thread work without an idle sample that last 50 ms or more (what Lighthouse's total blocking
 * time counts), each with its heaviest functions and the code of ours that called them: what to make cheaper.
 */
function printLongTasks(
  profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] },
  byNode: Map<number, ProfileNode>,
) {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const ownCaller = (id: number): string => {
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const node = byNode.get(current);
      const name = node ? describe(node.callFrame) : '';
      if (isOwnCode(name)) return name;
    }
    return '(no code of ours on the stack)';
  };
  interface Stretch {
    start: number;
    ms: number;
    self: Map<string, number>;
    callers: Map<string, number>;
  }
  const stretches: Stretch[] = [];
  let clock = 0;
  let current: Stretch | null = null;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    clock += ms;
    const node = byNode.get(id);
    const name = node ? describe(node.callFrame) : '(idle)';
    if (name === '(idle)') {
      if (current && current.ms >= 50) stretches.push(current);
      current = null;
      return;
    }
    current ??= { start: clock, ms: 0, self: new Map(), callers: new Map() };
    current.ms += ms;
    current.self.set(name, (current.self.get(name) ?? 0) + ms);
    const caller = ownCaller(id);
    current.callers.set(caller, (current.callers.get(caller) ?? 0) + ms);
  });
  const last = current as Stretch | null;
  if (last && last.ms >= 50) stretches.push(last);
  console.log('\nlong tasks (50 ms or more without an idle sample), with their heaviest functions and our callers:');
  for (const stretch of stretches) {
    console.log(`  at ${stretch.start.toFixed(0)} ms: ${stretch.ms.toFixed(0)} ms`);
    for (const [name, ms] of [...stretch.self].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
      console.log(`      ${ms.toFixed(1).padStart(6)} ms  ${name}`);
    }
    console.log('    called from:');
    for (const [name, ms] of [...stretch.callers].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
      console.log(`      ${ms.toFixed(1).padStart(6)} ms  ${name}`);
    }
  }
}

void main();
