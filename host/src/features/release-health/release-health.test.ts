import { apiRequest, configureApiClient } from '@beacon/api';
import type { FederationManifest } from '@beacon/platform';
import { openObject, releaseHealthBatchSchema, type ReleaseHealthBatch } from '@beacon/validation';

import { markSwitched, resetFallbacks, setFallbackTarget } from '../../federation/fallback-registry';
import * as reportingChunk from './health-reporting';
import { releaseCohort, type WebVitals } from './health-reporting';
import { recordBoundaryError, recordRemoteLoadFailure, recordRemoteView, startReleaseHealth } from './release-health';

const manifest: FederationManifest = {
  remotes: {
    // every device is in the search canary, none in the reports one
    search: { stable: '1.0.0', canary: { version: '1.1.0', percent: 100 } },
    reports: { stable: '2.0.0', canary: { version: '2.1.0', percent: 0 } },
    guardian: { stable: '3.0.0' },
    account: { stable: '4.0.0' },
    monitoring: { stable: '5.0.0' },
  },
};

const SEARCH_PATH = '/dashboard/search/person/';

function fakeVitals() {
  const callbacks: { lcp?: (metric: { value: number }) => void; inp?: (metric: { value: number }) => void } = {};
  const vitals: WebVitals = {
    onLCP: (callback) => {
      callbacks.lcp = callback;
    },
    onINP: (callback) => {
      callbacks.inp = callback;
    },
  };
  return {
    vitals,
    lcp: (value: number) => callbacks.lcp?.({ value }),
    inp: (value: number) => callbacks.inp?.({ value }),
  };
}

function hide(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

function errorEvent(init: ErrorEventInit) {
  window.dispatchEvent(new ErrorEvent('error', init));
}

function rejection(reason: unknown) {
  const event = new Event('unhandledrejection') as Event & { reason?: unknown };
  event.reason = reason;
  window.dispatchEvent(event);
}

/** Lets the reporting chunk's import (a resolved promise here) and what follows it run. */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

const shownAlready = { reached: () => true, subscribe: () => () => undefined };

function withStack(stack: string): Error {
  const error = new TypeError('x is undefined');
  error.stack = stack;
  return error;
}

describe('release health', () => {
  let sent: ReleaseHealthBatch[];
  let stop: () => void;
  let vitals: ReturnType<typeof fakeVitals>;

  const start = (path: string, pins = new Map<string, string>()) => {
    window.history.pushState({}, '', path);
    stop = startReleaseHealth({
      manifest,
      deviceId: 'device-1',
      pins,
      send: (batch) => sent.push(batch),
      vitals: vitals.vitals,
      flushIntervalMs: 10_000,
      firstScreen: shownAlready,
      loadReporting: () => Promise.resolve(reportingChunk),
    });
  };
  const groups = () => sent.flatMap((batch) => batch.groups);
  const group = (remote: string) => groups().find((candidate) => candidate.remote === remote);

  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    vitals = fakeVitals();
    hide(false);
  });
  afterEach(() => {
    stop();
    resetFallbacks();
    jest.useRealTimers();
  });

  it('counts views against the version and cohort this device loads, and sends nothing when nothing happened', async () => {
    start(SEARCH_PATH);
    await settle();
    jest.advanceTimersByTime(10_000);
    expect(sent).toEqual([]);
    recordRemoteView('search');
    recordRemoteView('search');
    recordRemoteView('reports');
    jest.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(1);
    expect(groups()).toEqual([
      expect.objectContaining({ remote: 'search', version: '1.1.0', cohort: 'canary', views: 2 }),
      expect.objectContaining({ remote: 'reports', version: '2.0.0', cohort: 'stable', views: 1 }),
    ]);
    // what was sent is forgotten
    jest.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(1);
  });

  it('marks a QA pin as pinned', async () => {
    start(SEARCH_PATH, new Map([['search', '0.9.0']]));
    recordRemoteView('search');
    hide(true);
    await settle();
    expect(group('search')).toMatchObject({ version: '0.9.0', cohort: 'pinned', views: 1 });
  });

  it('attributes unhandled errors and rejections to the release whose file is in the filename or the stack', async () => {
    start(SEARCH_PATH);
    errorEvent({ message: 'boom', filename: 'http://localhost:8080/remotes/reports/2.0.0/src_expose_routes.js' });
    errorEvent({
      message: 'boom',
      error: withStack(
        'TypeError: x is undefined\n    at a (http://localhost:8080/main.js:1:2)\n' +
          '    at b (http://localhost:8080/remotes/search/1.1.0/features_person.js:3:4)',
      ),
    });
    rejection(withStack('b@https://cdn.example/remotes/search/1.1.0/features_person.js:3:4'));
    // the host's own code, and a version this page never chose, are no remote release's
    errorEvent({ message: 'boom', filename: 'http://localhost:8080/main.js' });
    rejection(withStack('at c (http://localhost:8080/remotes/search/0.1.0/old.js:1:1)'));
    rejection('a string has no stack');
    hide(true);
    await settle();
    expect(group('search')).toMatchObject({ version: '1.1.0', runtimeErrors: 2 });
    expect(group('reports')).toMatchObject({ version: '2.0.0', runtimeErrors: 1 });
    expect(groups()).toHaveLength(2);
  });

  it('counts boundary errors of the screen shown: render errors, chunk failures as load failures, not API errors', async () => {
    start(SEARCH_PATH);
    recordBoundaryError(new TypeError('cannot read properties of undefined'));
    const chunk = new Error('Loading chunk 42 failed');
    chunk.name = 'ChunkLoadError';
    recordBoundaryError(chunk);
    const api = new Error('Service unavailable');
    api.name = 'ApiError';
    recordBoundaryError(api);
    const notLoaded = new Error('The search remote could not be loaded');
    notLoaded.name = 'RemoteLoadError';
    recordBoundaryError(notLoaded);
    window.history.pushState({}, '', '/dashboard');
    // the host's own page is no remote's
    recordBoundaryError(new TypeError('host page'));
    hide(true);
    await settle();
    expect(groups()).toEqual([
      expect.objectContaining({ remote: 'search', renderErrors: 1, loadFailures: 1, apiRequests: 0 }),
    ]);
  });

  it('counts a failed canary against the canary and what follows against stable', async () => {
    setFallbackTarget({ remote: 'search', chosenVersion: '1.1.0', stableVersion: '1.0.0', entry: '/x.js' });
    start(SEARCH_PATH);
    markSwitched('search');
    recordRemoteView('search');
    recordRemoteLoadFailure('search', new Error('stable failed too'));
    const timeout = new Error('timed out');
    timeout.name = 'ChunkLoadTimeoutError';
    // shown by the boundary, and counted there
    recordRemoteLoadFailure('search', timeout);
    hide(true);
    await settle();
    expect(groups()).toEqual([
      expect.objectContaining({ version: '1.1.0', cohort: 'canary', loadFailures: 1, views: 0 }),
      expect.objectContaining({ version: '1.0.0', cohort: 'stable', loadFailures: 1, views: 1 }),
    ]);
  });

  it('counts the API calls made while a remote screen is shown, failures being 5xx or no answer', async () => {
    configureApiClient({ baseUrl: '' });
    start('/dashboard/reports?firstName=Jane');
    const answers = [200, 404, 502, 504];
    for (const status of answers) {
      globalThis.fetch = jest.fn().mockResolvedValue(new Response('{}', { status }));
      await apiRequest('/me', { schema: openObject() }).catch(() => undefined);
    }
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await apiRequest('/me', { schema: openObject() }).catch(() => undefined);
    // on a host page, nobody's
    window.history.pushState({}, '', '/dashboard');
    globalThis.fetch = jest.fn().mockResolvedValue(new Response('{}', { status: 500 }));
    await apiRequest('/me', { schema: openObject() }).catch(() => undefined);
    hide(true);
    await settle();
    expect(groups()).toEqual([
      expect.objectContaining({ remote: 'reports', version: '2.0.0', apiRequests: 5, apiFailures: 3 }),
    ]);
  });

  it('gives LCP to the landing screen and the worst INP to the screen it happened on, dropping impossible values', async () => {
    start(SEARCH_PATH);
    // the vitals are observed once the reporting chunk has loaded
    await settle();
    vitals.inp(80);
    vitals.inp(240);
    window.history.pushState({}, '', '/dashboard/reports');
    vitals.inp(400);
    vitals.lcp(1_850.4);
    vitals.lcp(120_000);
    hide(true);
    await settle();
    expect(group('search')).toMatchObject({ lcpMs: [1_850], inpMs: [240] });
    expect(group('reports')).toMatchObject({ lcpMs: [], inpMs: [400] });
  });

  it('flushes on pagehide too, and every batch parses with the contract and names no page or query', async () => {
    start('/dashboard/reports?firstName=Jane&lastName=Doe');
    recordRemoteView('reports');
    errorEvent({ message: 'boom', filename: 'http://localhost:8080/remotes/reports/2.0.0/a.js?token=secret' });
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent).toHaveLength(1);
    expect(() => releaseHealthBatchSchema.validateSync(sent[0], { strict: true })).not.toThrow();
    const body = JSON.stringify(sent);
    for (const forbidden of ['?', 'dashboard', 'Jane', 'Doe', 'secret', 'http', 'device-1']) {
      expect(body).not.toContain(forbidden);
    }
  });

  it('loads its reporting chunk once the first screen has shown, and counts what happened before', async () => {
    window.history.pushState({}, '', SEARCH_PATH);
    let showFirstScreen: () => void = () => undefined;
    const loadReporting = jest.fn(() => Promise.resolve(reportingChunk));
    stop = startReleaseHealth({
      manifest,
      deviceId: 'device-1',
      pins: new Map(),
      send: (batch) => sent.push(batch),
      vitals: vitals.vitals,
      firstScreen: {
        reached: () => false,
        subscribe: (listener) => {
          showFirstScreen = listener;
          return () => undefined;
        },
      },
      loadReporting,
    });
    recordRemoteView('search');
    recordBoundaryError(new TypeError('render failed'));
    jest.advanceTimersByTime(20_000);
    await settle();
    expect(loadReporting).not.toHaveBeenCalled();
    showFirstScreen();
    await settle();
    expect(loadReporting).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(groups()).toEqual([
      expect.objectContaining({ remote: 'search', version: '1.1.0', cohort: 'canary', views: 1, renderErrors: 1 }),
    ]);
  });

  it('loads its reporting chunk at once and sends what it saw when the page is hidden before the first screen', async () => {
    window.history.pushState({}, '', SEARCH_PATH);
    stop = startReleaseHealth({
      manifest,
      deviceId: 'device-1',
      pins: new Map(),
      send: (batch) => sent.push(batch),
      vitals: vitals.vitals,
      firstScreen: { reached: () => false, subscribe: () => () => undefined },
      loadReporting: () => Promise.resolve(reportingChunk),
    });
    recordRemoteView('search');
    hide(true);
    await settle();
    expect(groups()).toEqual([expect.objectContaining({ remote: 'search', views: 1 })]);
  });

  it('reports nothing for a device outside the sample', async () => {
    window.history.pushState({}, '', SEARCH_PATH);
    stop = startReleaseHealth({
      manifest,
      deviceId: 'device-1',
      pins: new Map(),
      samplePercent: 0,
      send: (b) => sent.push(b),
    });
    recordRemoteView('search');
    hide(true);
    await settle();
    expect(sent).toEqual([]);
  });
});

describe('releaseCohort', () => {
  const rollout = { stable: '1.0.0', canary: { version: '1.1.0', percent: 10 } };
  it('names the share a version choice stands for', () => {
    expect(releaseCohort(rollout, { version: '1.1.0', fallback: '1.0.0' }, undefined)).toBe('canary');
    expect(releaseCohort(rollout, { version: '1.0.0' }, undefined)).toBe('stable');
    expect(releaseCohort(rollout, { version: '1.0.0' }, '1.0.0')).toBe('pinned');
    // a version the session kept after the rollout moved on
    expect(releaseCohort(rollout, { version: '0.9.0', fallback: '1.0.0' }, undefined)).toBe('stable');
  });
});
