import { observeApiRequests } from '@beacon/api';
import { isKnownPagePath, type FederationManifest } from '@beacon/platform';
import type { ReleaseHealthBatch } from '@beacon/validation';

import { firstScreenGate, type FirstScreenGate } from '../../chrome/use-after-first-screen';
import { onFallbackSwitch } from '../../federation/fallback-registry';
import { remoteForPath } from '../../routing/remote-prefixes';
import type * as HealthReportingModule from './health-reporting';
import type { HealthEvent, HealthReporting, WebVitals } from './health-reporting';
import { stackOf } from './stack-of';

// Issue 60: per-version health of the remotes from real browsers. The host counts, against the remote whose screen
// is shown (the remote that owns the location's path), the screens rendered, load failures, errors its error
// boundary caught, unhandled errors from its files, the API calls made and those that failed, and the screens' LCP
// and INP; it sends them in batches to POST /v1/release-health, which the release guard reads back per version.
// Nothing in a batch names a page, a person or a query: remote, version and cohort are release facts.
//
// This file is the half in the host's main chunk: it notes each event as it happens, from the start, with the
// remote shown at that moment. The half that places events in releases, counts, measures and sends
// (health-reporting.ts: the collector, the contract, web-vitals) is a chunk of its own, loaded once the first screen
// has shown, or at once when the page is hidden before that; what was noted until then is handed to it. So the
// release health adds next to no bytes before the content (issue 19's budget).

/**
 * Which share of devices report (sticky per device). 100: the guard's sequential test needs a minimum sample of the
 * canary, which is itself a few percent of devices, so sampling would only delay its verdict; the volume stays small
 * anyway (a batch of counts per device every 10 s at most, only when something happened, rate-limited by the server).
 * The demo and the tests see data for the same reason.
 */
export const RELEASE_HEALTH_SAMPLE_PERCENT = 100;
/** Events kept at most until the reporting chunk has loaded (a page in an error loop is still one device's word). */
const MAX_WAITING_EVENTS = 500;

export interface ReleaseHealthOptions {
  manifest: FederationManifest;
  deviceId: string;
  /** the QA pins of this tab (readPinnedVersions) */
  pins: Map<string, string>;
  samplePercent?: number;
  flushIntervalMs?: number;
  win?: Window;
  send?: (batch: ReleaseHealthBatch) => void;
  vitals?: WebVitals;
  /** when the first screen has shown (default: the app's gate) */
  firstScreen?: Pick<FirstScreenGate, 'reached' | 'subscribe'>;
  /** the reporting half (default: its chunk) */
  loadReporting?: () => Promise<typeof HealthReportingModule>;
}

const loadReportingChunk = (): Promise<typeof HealthReportingModule> =>
  import(/* webpackChunkName: "release-health" */ './health-reporting');

let active: { note: (event: HealthEvent) => void; currentRemote: () => string | null } | null = null;

/** FNV-1a of the device id: the same device is in or out of the sample on every page load. */
export function inHealthSample(deviceId: string, percent: number): boolean {
  let hash = 0x811c9dc5;
  for (const char of `release-health:${deviceId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100 < percent;
}

/** Starts noting (and sending, once its chunk has loaded); returns the function that stops it. */
export function startReleaseHealth(options: ReleaseHealthOptions): () => void {
  const win = options.win ?? window;
  if (!inHealthSample(options.deviceId, options.samplePercent ?? RELEASE_HEALTH_SAMPLE_PERCENT)) {
    return () => undefined;
  }

  const waiting: HealthEvent[] = [];
  let reporting: HealthReporting | null = null;
  let stopped = false;
  const note = (event: HealthEvent) => {
    if (reporting) reporting.record(event);
    else if (waiting.length < MAX_WAITING_EVENTS) waiting.push(event);
  };
  const currentRemote = (): string | null => {
    const path = win.location.pathname;
    return isKnownPagePath(path) ? remoteForPath(path) : null;
  };
  active = { note, currentRemote };

  const stopFallbacks = onFallbackSwitch(({ remote, chosenVersion, stableVersion }) =>
    note({ kind: 'fallback', remote, chosenVersion, stableVersion }),
  );
  const onError = (event: ErrorEvent) =>
    note({ kind: 'script-error', filename: event.filename, stack: stackOf(event.error) });
  const onRejection = (event: PromiseRejectionEvent) => note({ kind: 'script-error', stack: stackOf(event.reason) });
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  // the screen is read when the call is made: the page may have moved on by the time it is counted
  const stopApi = observeApiRequests(({ failed }) => {
    const remote = currentRemote();
    if (remote) note({ kind: 'api-request', remote, failed });
  });

  const landing = currentRemote();
  let loading = false;
  let hiddenEarly = false;
  const load = () => {
    if (loading || stopped) return;
    loading = true;
    (options.loadReporting ?? loadReportingChunk)().then(
      ({ startHealthReporting }) => {
        if (stopped) return;
        reporting = startHealthReporting({
          manifest: options.manifest,
          deviceId: options.deviceId,
          pins: options.pins,
          win,
          currentRemote,
          landing,
          ...(options.send ? { send: options.send } : {}),
          ...(options.flushIntervalMs ? { flushIntervalMs: options.flushIntervalMs } : {}),
          ...(options.vitals ? { vitals: options.vitals } : {}),
        });
        for (const event of waiting.splice(0)) reporting.record(event);
        if (hiddenEarly || win.document.visibilityState === 'hidden') reporting.pageHidden();
      },
      () => {
        // the chunk did not load (offline, a deploy in between): the events wait, and the next hide tries again
        loading = false;
      },
    );
  };
  const firstScreen = options.firstScreen ?? firstScreenGate;
  let stopWaiting: () => void = () => undefined;
  if (firstScreen.reached()) load();
  else stopWaiting = firstScreen.subscribe(load);
  // Hidden or left before the first screen showed: what was seen goes now, if the chunk arrives in time.
  const onHiddenEarly = () => {
    if (reporting || win.document.visibilityState !== 'hidden') return;
    hiddenEarly = true;
    load();
  };
  const onPageHideEarly = () => {
    if (reporting) return;
    hiddenEarly = true;
    load();
  };
  win.document.addEventListener('visibilitychange', onHiddenEarly);
  win.addEventListener('pagehide', onPageHideEarly);

  return () => {
    stopped = true;
    stopWaiting();
    win.document.removeEventListener('visibilitychange', onHiddenEarly);
    win.removeEventListener('pagehide', onPageHideEarly);
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    stopApi();
    stopFallbacks();
    reporting?.stop();
    waiting.length = 0;
    if (active?.note === note) active = null;
  };
}

/** A screen of the remote was rendered (RemoteOutlet, once per path shown). */
export function recordRemoteView(remote: string): void {
  active?.note({ kind: 'view', remote });
}

/**
 * An exposed module of the remote failed to load (the host's module cache). A chunk timeout is left to the error
 * boundary that shows it (recordBoundaryError), so it is counted once.
 */
export function recordRemoteLoadFailure(remote: string, error: unknown): void {
  if (error instanceof Error && error.name === 'ChunkLoadTimeoutError') return;
  active?.note({ kind: 'load-failure', remote });
}

/** The content area's error boundary caught an error (health-reporting.ts tells its kinds apart). */
export function recordBoundaryError(error: unknown): void {
  const remote = active?.currentRemote();
  if (active && remote)
    active.note({ kind: 'boundary-error', remote, errorName: error instanceof Error ? error.name : '' });
}
