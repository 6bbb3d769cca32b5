import type { RemoteName } from '@beacon/platform';

// What to fall back to when a remote's canary (or pinned) version fails to load. Filled by register-remotes at
// boot, used by the federation runtime plugin. It lives in the host's own chunk graph, not in a shared package:
// runtime plugins run before the share scope exists, so they must not import shared singletons.

export interface FallbackTarget {
  remote: RemoteName;
  /** The version that was chosen for this member (canary or pin) and the stable one to fall back to. */
  chosenVersion: string;
  stableVersion: string;
  /** The stable version's remoteEntry.js URL. */
  entry: string;
}

export type FallbackReporter = (error: Error) => void;
export type FallbackSwitchListener = (target: FallbackTarget) => void;

const targets = new Map<string, FallbackTarget>();
const switched = new Set<string>();
let reporter: FallbackReporter = () => undefined;
const switchListeners = new Set<FallbackSwitchListener>();

export function setFallbackTarget(target: FallbackTarget): void {
  targets.set(target.remote, target);
  switched.delete(target.remote);
}

/** How a fallback is reported to the provider API (set at boot; the plugin itself cannot import @beacon/api). */
export function setFallbackReporter(report: FallbackReporter): void {
  reporter = report;
}

export function reportFallback(error: Error): void {
  try {
    reporter(error);
  } catch {
    // Reporting must never stop the fallback.
  }
}

export function fallbackTarget(remote: string): FallbackTarget | undefined {
  return targets.get(remote);
}

/** Marks the remote as switched to stable; true only for the first caller, who registers the stable entry. */
export function markSwitched(remote: string): boolean {
  if (switched.has(remote)) return false;
  switched.add(remote);
  const target = targets.get(remote);
  if (target) {
    for (const listener of switchListeners) {
      try {
        listener(target);
      } catch {
        // a listener's fault must never stop the fallback
      }
    }
  }
  return true;
}

/**
 * Tells `listener` of each remote moved to its stable version (the release health counts the load failure, the
 * session's release set records the switch).
 */
export function onFallbackSwitch(listener: FallbackSwitchListener): () => void {
  switchListeners.add(listener);
  return () => {
    switchListeners.delete(listener);
  };
}

/** For tests: forget every target and switch. */
export function resetFallbacks(): void {
  targets.clear();
  switched.clear();
  reporter = () => undefined;
}
