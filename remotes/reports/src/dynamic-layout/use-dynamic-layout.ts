import { queryOptions, useQuery } from '@tanstack/react-query';

import { dynamicLayoutQueryOptions, fetchDynamicLayout } from '@beacon/api';

import { readCachedLayout, writeCachedLayout } from './layout-cache';

/**
 * The server-chosen layout: shown from session storage at once, then refreshed from GET /dynamic-layouts/{id}.
 * `null` means the server has no such layout (404); failures are logged and keep the cached layout.
 */
export const cachedDynamicLayoutQueryOptions = (layoutId: string) =>
  queryOptions({
    ...dynamicLayoutQueryOptions(layoutId),
    queryFn: async () => {
      try {
        const layout = await fetchDynamicLayout(layoutId);
        writeCachedLayout(layoutId, layout);
        return layout;
      } catch (error) {
        console.error('Dynamic layout API Error', error);
        throw error;
      }
    },
    initialData: () => readCachedLayout(layoutId),
    // The cached copy is shown but counts as stale, so it is refreshed on every mount.
    initialDataUpdatedAt: 0,
    retry: false,
  });

export function useDynamicLayout(layoutId: string) {
  return useQuery(cachedDynamicLayoutQueryOptions(layoutId));
}
