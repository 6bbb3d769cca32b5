import { queryOptions, useQuery } from '@tanstack/react-query';

import { metaValueResponseSchema } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { metaKeys } from '../query-keys';

/** GET /meta/{path}: dots in the key become slashes; a failure stores null (spec §4). Fetched once per key. */
export async function fetchMeta(key: string): Promise<unknown> {
  try {
    const body = await apiRequest(`/meta/${key.split('.').map(encodeURIComponent).join('/')}`, {
      schema: metaValueResponseSchema,
    });
    return body.value ?? null;
  } catch {
    return null;
  }
}

export const metaQueryOptions = (key: string) =>
  queryOptions({ queryKey: metaKeys.value(key), queryFn: () => fetchMeta(key), staleTime: Infinity, gcTime: Infinity });

/** `enabled: false` holds the request back (the chrome asks for links below the first screen once it has shown). */
export function useMeta(key: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...metaQueryOptions(key), enabled });
}
