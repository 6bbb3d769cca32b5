import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../api-client';
import { metaKeys } from '../query-keys';

/** GET /meta/{path}: dots in the key become slashes; a failure stores null (spec §4). Fetched once per key. */
export async function fetchMeta(key: string): Promise<unknown> {
  try {
    const body = await apiRequest<{ value?: unknown }>(`/meta/${key.split('.').map(encodeURIComponent).join('/')}`);
    return body.value ?? null;
  } catch {
    return null;
  }
}

export const metaQueryOptions = (key: string) =>
  queryOptions({ queryKey: metaKeys.value(key), queryFn: () => fetchMeta(key), staleTime: Infinity, gcTime: Infinity });

export function useMeta(key: string) {
  return useQuery(metaQueryOptions(key));
}
