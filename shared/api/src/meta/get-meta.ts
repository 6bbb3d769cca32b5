import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

import { metaValueResponseSchema } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { metaKeys } from '../query-keys';

/**
 * GET /meta/{path} with the key's first segment as the path: /meta/support answers support.phone,
 * support.phone_display and support.hours at once, as an object (spec §7: dots in a key become slashes, and a
 * prefix gives every value below it). A page needs several keys of a group, and one request instead of one per key
 * keeps them from queueing with the screen's own requests on the first load (issue 19). A failure stores null for
 * the group, so each of its keys reads null (spec §4).
 */
export async function fetchMetaGroup(group: string): Promise<unknown> {
  try {
    const body = await apiRequest(`/meta/${encodeURIComponent(group)}`, { schema: metaValueResponseSchema });
    return body.value ?? null;
  } catch {
    return null;
  }
}

/** The value at a key's remaining segments inside its group's value; null when it is not there. */
export function metaValueIn(groupValue: unknown, path: readonly string[]): unknown {
  let value: unknown = groupValue;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, segment)) return null;
    value = (value as Record<string, unknown>)[segment];
  }
  return value ?? null;
}

/** The group of a meta key (its first segment) and the segments inside the group. */
export function metaKeyParts(key: string): { group: string; path: string[] } {
  const [group = '', ...path] = key.split('.');
  return { group, path };
}

export const metaGroupQueryOptions = (group: string) =>
  queryOptions({
    queryKey: metaKeys.group(group),
    queryFn: () => fetchMetaGroup(group),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * One meta value, read from its group's cached answer. `enabled: false` holds the request back (the chrome asks
 * for links below the first screen once it has shown).
 */
export function useMeta(key: string, { enabled = true }: { enabled?: boolean } = {}) {
  const { group, path } = metaKeyParts(key);
  const joined = path.join('.');
  const select = useCallback((value: unknown) => metaValueIn(value, joined ? joined.split('.') : []), [joined]);
  return useQuery({ ...metaGroupQueryOptions(group), enabled, select });
}
