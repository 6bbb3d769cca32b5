import {
  chooseRemoteVersion,
  remoteNames,
  type FederationManifest,
  type RemoteRollout,
  type VersionChoice,
} from '@beacon/platform';
import type { ReleaseCohort, ReleaseHealthBatch } from '@beacon/validation';
import { onINP, onLCP, type INPMetric, type LCPMetric, type ReportOpts } from 'web-vitals';

import { createHealthCollector } from './health-collector';
import { scriptRelease } from './script-release';
import { sendHealthBatch } from './send-health-batch';

// Issue 60: the half of the release health that counts, measures and sends. It is a chunk of its own, loaded once the
// first screen has shown (release-health.ts, in the host's main chunk, notes what happens before that and hands it
// over), so none of its bytes are fetched before the content (issue 19's budget): which release each event belongs
// to, the collector, the contract it parses each batch with, the sending, and web-vitals.

/** How often a batch goes out while the page is shown (when there is something to send). */
export const HEALTH_FLUSH_INTERVAL_MS = 10_000;
/** Batches sent at most when the page is hidden or left (each holds MAX_HEALTH_GROUPS groups). */
const BATCHES_ON_HIDE = 2;

/**
 * What the page saw, noted by release-health.ts as it happens: the remote is the one whose screen was shown then
 * (a view, a boundary error, an API call), or the one a script's URL names (an unhandled error: filename or stack).
 */
export type HealthEvent =
  | { kind: 'view'; remote: string }
  | { kind: 'load-failure'; remote: string }
  | { kind: 'boundary-error'; remote: string; errorName: string }
  | { kind: 'script-error'; filename?: string; stack?: string }
  | { kind: 'api-request'; remote: string; failed: boolean }
  | { kind: 'fallback'; remote: string; chosenVersion: string; stableVersion: string };

export interface WebVitals {
  onLCP: (callback: (metric: Pick<LCPMetric, 'value'>) => void, options?: ReportOpts) => void;
  onINP: (callback: (metric: Pick<INPMetric, 'value'>) => void, options?: ReportOpts) => void;
}

export interface HealthReportingOptions {
  manifest: FederationManifest;
  deviceId: string;
  /** the QA pins of this tab (readPinnedVersions) */
  pins: Map<string, string>;
  win: Window;
  /** the remote whose screen is shown now (null on the host's own pages) */
  currentRemote: () => string | null;
  /** the remote of the path the page was loaded on: LCP is its screen's */
  landing: string | null;
  send?: (batch: ReleaseHealthBatch) => void;
  flushIntervalMs?: number;
  /** where onLCP and onINP come from (default: web-vitals, in this chunk) */
  vitals?: WebVitals;
}

export interface HealthReporting {
  record(event: HealthEvent): void;
  /** The page is hidden or left: what is waiting goes now (a beacon still leaves a page being hidden). */
  pageHidden(): void;
  stop(): void;
}

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

export function startHealthReporting(options: HealthReportingOptions): HealthReporting {
  const { manifest, deviceId, pins, win, currentRemote, landing } = options;
  const send = options.send ?? ((batch: ReleaseHealthBatch) => sendHealthBatch(batch, win.navigator));
  const collector = createHealthCollector();
  for (const remote of remoteNames) {
    const rollout = manifest.remotes[remote];
    const pinned = pins.get(remote);
    // the same choice register-remotes made: it is a pure function of the manifest, the device and the pins
    const choice = chooseRemoteVersion(remote, rollout, deviceId, pinned);
    collector.setRelease(remote, { version: choice.version, cohort: releaseCohort(rollout, choice, pinned) });
  }

  // web-vitals' observers read the entries the browser buffered before they started (LCP, interactions over 40 ms).
  // LCP is the landing screen's (the browser stops looking at the first input). INP is the page's worst interaction
  // so far; each rise is reported at once and is the current screen's. Per remote the worst one is kept and becomes a
  // sample when the page is hidden (when INP is final for the browser too).
  const vitals = options.vitals ?? { onLCP, onINP };
  const worstInteraction = new Map<string, number>();
  let stopped = false;
  vitals.onLCP((metric) => {
    if (!stopped && landing) collector.addVital(landing, 'lcpMs', metric.value);
  });
  vitals.onINP(
    (metric) => {
      const remote = currentRemote();
      if (!stopped && remote && metric.value > (worstInteraction.get(remote) ?? -1)) {
        worstInteraction.set(remote, metric.value);
      }
    },
    { reportAllChanges: true },
  );

  const flush = () => {
    const batch = collector.takeBatch();
    if (batch) send(batch);
  };
  const pageHidden = () => {
    for (const [remote, ms] of worstInteraction) collector.addVital(remote, 'inpMs', ms);
    worstInteraction.clear();
    for (let sent = 0; sent < BATCHES_ON_HIDE; sent += 1) {
      const batch = collector.takeBatch();
      if (!batch) break;
      send(batch);
    }
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') pageHidden();
  };
  const timer = win.setInterval(flush, options.flushIntervalMs ?? HEALTH_FLUSH_INTERVAL_MS);
  win.document.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', pageHidden);

  return {
    record(event) {
      switch (event.kind) {
        case 'view':
          collector.count(event.remote, 'views');
          break;
        case 'load-failure':
          collector.count(event.remote, 'loadFailures');
          break;
        case 'boundary-error':
          // A chunk of the screen that did not load is a load failure of the remote shown; a remote that did not load
          // at all was counted by the module cache, and an API error by the API calls; anything else is a render error.
          if (event.errorName === 'ChunkLoadError' || event.errorName === 'ChunkLoadTimeoutError') {
            collector.count(event.remote, 'loadFailures');
          } else if (event.errorName !== 'RemoteLoadError' && event.errorName !== 'ApiError') {
            collector.count(event.remote, 'renderErrors');
          }
          break;
        case 'script-error': {
          const release = scriptRelease(event.filename) ?? scriptRelease(event.stack);
          if (release) collector.count(release.remote, 'runtimeErrors', release.version);
          break;
        }
        case 'api-request':
          collector.count(event.remote, 'apiRequests');
          if (event.failed) collector.count(event.remote, 'apiFailures');
          break;
        case 'fallback':
          // a canary (or pin) that failed to load is that version's load failure; from then on the page runs stable
          collector.count(event.remote, 'loadFailures', event.chosenVersion);
          collector.setRelease(event.remote, { version: event.stableVersion, cohort: 'stable' });
          break;
      }
    },
    pageHidden,
    stop() {
      stopped = true;
      win.clearInterval(timer);
      win.document.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('pagehide', pageHidden);
    },
  };
}
