import type { INPMetric, LCPMetric, ReportOpts } from 'web-vitals';

import { observeApiRequests } from '@beacon/api';
import {
  chooseRemoteVersion,
  isKnownPagePath,
  remoteNames,
  type FederationManifest,
  type RemoteRollout,
  type VersionChoice,
} from '@beacon/platform';
import type { ReleaseCohort, ReleaseHealthBatch } from '@beacon/validation';

import { firstScreenGate } from '../../chrome/use-after-first-screen';
import { onFallbackSwitch } from '../../federation/fallback-registry';
import { remoteForPath } from '../../routing/remote-prefixes';
import { createHealthCollector, type HealthCollector } from './health-collector';
import { errorEventRelease, scriptRelease, stackOf } from './script-release';
import { sendHealthBatch } from './send-health-batch';

// Issue 60: per-version health of the remotes from real browsers. The host counts, against the remote whose screen
// is shown (the remote that owns the location's path), the screens rendered, load failures, errors its error
// boundary caught, unhandled errors from its files, the API calls made and those that failed, and the screens' LCP
// and INP; it sends them in batches to POST /v1/release-health, which the release guard reads back per version.
// Nothing in a batch names a page, a person or a query: remote, version and cohort are release facts.

/**
 * Which share of devices report (sticky per device). 100: the guard's sequential test needs a minimum sample of the
 * canary, which is itself a few percent of devices, so sampling would only delay its verdict; the volume stays small
 * anyway (a batch of counts per device every 10 s at most, only when something happened, rate-limited by the server).
 * The demo and the tests see data for the same reason.
 */
export const RELEASE_HEALTH_SAMPLE_PERCENT = 100;
/** How often a batch goes out while the page is shown (when there is something to send). */
export const HEALTH_FLUSH_INTERVAL_MS = 10_000;
/** Batches sent at most when the page is hidden or left (each holds MAX_HEALTH_GROUPS groups). */
const BATCHES_ON_HIDE = 2;

export interface WebVitals {
  onLCP: (callback: (metric: Pick<LCPMetric, 'value'>) => void, options?: ReportOpts) => void;
  onINP: (callback: (metric: Pick<INPMetric, 'value'>) => void, options?: ReportOpts) => void;
}

export interface ReleaseHealthOptions {
  manifest: FederationManifest;
  deviceId: string;
  /** the QA pins of this tab (readPinnedVersions) */
  pins: Map<string, string>;
  samplePercent?: number;
  flushIntervalMs?: number;
  win?: Window;
  send?: (batch: ReleaseHealthBatch) => void;
  /** where onLCP and onINP come from (default: web-vitals, loaded once the first screen has shown) */
  loadVitals?: () => Promise<WebVitals>;
}

/**
 * web-vitals in a chunk of its own, asked for once the first screen has shown: it measures nothing the first screen
 * needs, and its observers read the entries the browser buffered before (LCP, and the interactions over 40 ms).
 */
function loadWebVitalsAfterFirstScreen(): Promise<WebVitals> {
  return new Promise<void>((resolve) => {
    if (firstScreenGate.reached()) resolve();
    else firstScreenGate.subscribe(resolve);
  }).then(() => import(/* webpackChunkName: "web-vitals" */ 'web-vitals'));
}

let active: { collector: HealthCollector; currentRemote: () => string | null } | null = null;

/**
 * The cohort a version choice stands for. A kept version that is neither the canary nor stable (the rollout moved on
 * while the session kept its set) counts as stable: the guard reads figures by version, and it is no canary now.
 */
export function releaseCohort(
  rollout: RemoteRollout,
  choice: VersionChoice,
  pinnedVersion: string | undefined,
): ReleaseCohort {
  if (pinnedVersion) return 'pinned';
  if (rollout.canary && choice.version === rollout.canary.version && choice.version !== rollout.stable) {
    return 'canary';
  }
  return 'stable';
}

/** FNV-1a of the device id: the same device is in or out of the sample on every page load. */
export function inHealthSample(deviceId: string, percent: number): boolean {
  let hash = 0x811c9dc5;
  for (const char of `release-health:${deviceId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100 < percent;
}

/** Starts counting and sending; returns the function that stops it (tests, and a page that ends its app). */
export function startReleaseHealth(options: ReleaseHealthOptions): () => void {
  const { manifest, deviceId, pins } = options;
  const win = options.win ?? window;
  const send = options.send ?? ((batch: ReleaseHealthBatch) => sendHealthBatch(batch, win.navigator));
  if (!inHealthSample(deviceId, options.samplePercent ?? RELEASE_HEALTH_SAMPLE_PERCENT)) return () => undefined;

  const collector = createHealthCollector();
  for (const remote of remoteNames) {
    const rollout = manifest.remotes[remote];
    const pinned = pins.get(remote);
    // the same choice register-remotes made: it is a pure function of the manifest, the device and the pins
    const choice = chooseRemoteVersion(remote, rollout, deviceId, pinned);
    collector.setRelease(remote, { version: choice.version, cohort: releaseCohort(rollout, choice, pinned) });
  }
  const currentRemote = (): string | null => {
    const path = win.location.pathname;
    return isKnownPagePath(path) ? remoteForPath(path) : null;
  };
  active = { collector, currentRemote };

  // A canary (or pin) that failed to load is that version's load failure; from then on the page runs stable.
  const stopFallbacks = onFallbackSwitch((target) => {
    collector.count(target.remote, 'loadFailures', target.chosenVersion);
    collector.setRelease(target.remote, { version: target.stableVersion, cohort: 'stable' });
  });

  const onError = (event: ErrorEvent) => {
    const release = errorEventRelease(event);
    if (release) collector.count(release.remote, 'runtimeErrors', release.version);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const release = scriptRelease(stackOf(event.reason));
    if (release) collector.count(release.remote, 'runtimeErrors', release.version);
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);

  const stopApi = observeApiRequests(({ failed }) => {
    const remote = currentRemote();
    if (!remote) return;
    collector.count(remote, 'apiRequests');
    if (failed) collector.count(remote, 'apiFailures');
  });

  // LCP is the first screen's (the browser stops looking at the first input): the remote of the landing path.
  const landing = currentRemote();
  // INP is the page's worst interaction so far; each rise is reported at once and is the current screen's. Per remote
  // the worst one is kept and becomes a sample when the page is hidden (when INP is final for the browser too).
  const worstInteraction = new Map<string, number>();
  let stopped = false;
  (options.loadVitals ?? loadWebVitalsAfterFirstScreen)().then(
    ({ onLCP, onINP }) => {
      if (stopped) return;
      onLCP((metric) => {
        if (landing) collector.addVital(landing, 'lcpMs', metric.value);
      });
      onINP(
        (metric) => {
          const remote = currentRemote();
          if (remote && metric.value > (worstInteraction.get(remote) ?? -1)) worstInteraction.set(remote, metric.value);
        },
        { reportAllChanges: true },
      );
    },
    () => undefined, // no vitals where their chunk did not load; the counts still go
  );

  const flush = () => {
    const batch = collector.takeBatch();
    if (batch) send(batch);
  };
  const flushOnHide = () => {
    for (const [remote, ms] of worstInteraction) collector.addVital(remote, 'inpMs', ms);
    worstInteraction.clear();
    for (let sent = 0; sent < BATCHES_ON_HIDE; sent += 1) {
      const batch = collector.takeBatch();
      if (!batch) break;
      send(batch);
    }
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') flushOnHide();
  };
  const timer = win.setInterval(flush, options.flushIntervalMs ?? HEALTH_FLUSH_INTERVAL_MS);
  win.document.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', flushOnHide);

  return () => {
    stopped = true;
    win.clearInterval(timer);
    win.document.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', flushOnHide);
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    stopApi();
    stopFallbacks();
    if (active?.collector === collector) active = null;
  };
}

/** A screen of the remote was rendered (RemoteOutlet, once per path shown). */
export function recordRemoteView(remote: string): void {
  active?.collector.count(remote, 'views');
}

/**
 * An exposed module of the remote failed to load (the host's module cache). A chunk timeout is left to the error
 * boundary that shows it (recordBoundaryError), so it is counted once.
 */
export function recordRemoteLoadFailure(remote: string, error: unknown): void {
  if (error instanceof Error && error.name === 'ChunkLoadTimeoutError') return;
  active?.collector.count(remote, 'loadFailures');
}

/**
 * The content area's error boundary caught an error: a chunk of the screen that did not load (webpack's
 * ChunkLoadError, the platform's chunk timeout) is a load failure of the remote shown; a remote that did not load at
 * all was counted by the module cache, and an API error by the API calls; anything else is a render error.
 */
export function recordBoundaryError(error: unknown): void {
  if (!active) return;
  const remote = active.currentRemote();
  if (!remote) return;
  const name = error instanceof Error ? error.name : '';
  if (name === 'ChunkLoadError' || name === 'ChunkLoadTimeoutError') active.collector.count(remote, 'loadFailures');
  else if (name !== 'RemoteLoadError' && name !== 'ApiError') active.collector.count(remote, 'renderErrors');
}
