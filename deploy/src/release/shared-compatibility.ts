import semver from 'semver';

/** A shared package as recorded in a build's mf-manifest.json. */
export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton?: boolean;
}

export interface SharedConflict {
  name: string;
  requiredVersion: string;
  providedVersion: string;
}

function isSharedEntry(value: unknown): value is SharedEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry['name'] === 'string' && typeof entry['version'] === 'string';
}

/** The `shared` list of a build's mf-manifest.json (the ranges it was really built against). */
export function readSharedEntries(manifestBody: Buffer | string, source: string): SharedEntry[] {
  const manifest = JSON.parse(String(manifestBody)) as { shared?: unknown };
  if (!Array.isArray(manifest.shared)) throw new Error(`${source} has no "shared" list`);
  return manifest.shared.filter(isSharedEntry);
}

function packageOf(name: string): string {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? name);
}

/** What a conflict names as provided when the host does not share the singleton at all. */
export const NOT_PROVIDED = 'none';

/**
 * The singletons a build needs whose range the provider's version does not satisfy, or that the provider does not
 * share: a remote's release consumes every singleton from the host and brings no copy of its own
 * (tooling/webpack/shared-dependencies.mjs). A deep import (react/jsx-runtime) counts as a singleton when its package
 * is one. Non-singletons are not checked: the first app that loads one provides it.
 */
export function findSharedConflicts(required: SharedEntry[], provided: SharedEntry[]): SharedConflict[] {
  const singletons = new Set(required.filter((entry) => entry.singleton).map((entry) => entry.name));
  const providedVersions = new Map(provided.map((entry) => [entry.name, entry.version]));
  const conflicts: SharedConflict[] = [];
  for (const entry of required) {
    if (!singletons.has(entry.name) && !singletons.has(packageOf(entry.name))) continue;
    const range = entry.requiredVersion;
    const providedVersion = providedVersions.get(entry.name) ?? providedVersions.get(packageOf(entry.name));
    if (!providedVersion) {
      conflicts.push({ name: entry.name, requiredVersion: range ?? '*', providedVersion: NOT_PROVIDED });
      continue;
    }
    if (!range || range === '*') continue;
    if (!semver.satisfies(providedVersion, range, { includePrerelease: true })) {
      conflicts.push({ name: entry.name, requiredVersion: range, providedVersion });
    }
  }
  return conflicts;
}
