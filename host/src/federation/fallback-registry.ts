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
export type SwitchListener = (target: FallbackTarget) => void;

const targets = new Map<string, FallbackTarget>();
const switched = new Set<string>();
let reporter: FallbackReporter = () => undefined;
let switchListener: SwitchListener = () => undefined;

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

/** Told when a remote is switched to its stable version (the session's release set records it). */
export function setSwitchListener(listener: SwitchListener): void {
  switchListener = listener;
}

export function fallbackTarget(remote: string): FallbackTarget | undefined {
  return targets.get(remote);
}

/** Marks the remote as switched to stable; true only for the first caller, who registers the stable entry. */
export function markSwitched(remote: string): boolean {
  if (switched.has(remote)) return false;
  switched.add(remote);
  const target = targets.get(remote);
  try {
    if (target) switchListener(target);
  } catch {
    // Recording the switch must never stop the fallback.
  }
  return true;
}

/** For tests: forget every target and switch. */
export function resetFallbacks(): void {
  targets.clear();
  switched.clear();
  reporter = () => undefined;
  switchListener = () => undefined;
}
