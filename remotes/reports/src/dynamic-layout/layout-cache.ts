import type { DynamicLayout } from '@beacon/api';

// Spec §4: a layout is read from session storage first (one key per layout id), then refreshed from the server.
const KEY_PREFIX = 'beacon.dynamic-layout.';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // storage can be switched off (privacy settings): the layout is then only fetched
    return null;
  }
}

function isLayout(value: unknown): value is DynamicLayout {
  if (typeof value !== 'object' || value === null) return false;
  const { desktop, mobile } = value as Partial<DynamicLayout>;
  const names = (list: unknown) => Array.isArray(list) && list.every((name) => typeof name === 'string');
  return names(desktop) && names(mobile);
}

export function readCachedLayout(layoutId: string): DynamicLayout | undefined {
  const text = storage()?.getItem(KEY_PREFIX + layoutId);
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isLayout(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedLayout(layoutId: string, layout: DynamicLayout | null): void {
  try {
    if (layout) storage()?.setItem(KEY_PREFIX + layoutId, JSON.stringify(layout));
    else storage()?.removeItem(KEY_PREFIX + layoutId);
  } catch {
    // a full storage only costs the next visit its head start
  }
}

export const layoutCacheKey = (layoutId: string) => KEY_PREFIX + layoutId;
