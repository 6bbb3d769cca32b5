import { queryOptions } from '@tanstack/react-query';

import { dynamicLayoutResponseSchema, type DynamicLayoutResponse } from '@beacon/validation';

import { apiRequest, isApiError } from '@beacon/api/client';
import { dynamicLayoutKeys } from '../query-keys';

/** Spec §3 Layout: the component names a layout container shows, for desktop and for mobile. */
export type DynamicLayout = DynamicLayoutResponse;

/** GET /dynamic-layouts/{layoutId}. An unknown layout (404) is `null`: the container then shows its own children. */
export async function fetchDynamicLayout(layoutId: string): Promise<DynamicLayout | null> {
  try {
    return await apiRequest(`/dynamic-layouts/${encodeURIComponent(layoutId)}`, {
      schema: dynamicLayoutResponseSchema,
    });
  } catch (error) {
    if (isApiError(error) && error.statusCode === 404) return null;
    throw error;
  }
}

export const dynamicLayoutQueryOptions = (layoutId: string) =>
  queryOptions({ queryKey: dynamicLayoutKeys.detail(layoutId), queryFn: () => fetchDynamicLayout(layoutId) });
