import { queryOptions, useQuery } from '@tanstack/react-query';

import { catalogResponseSchema, type CatalogOfferResponse } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { catalogKeys } from '../query-keys';

export type CatalogOffer = CatalogOfferResponse;

/** GET /me/catalog: what the member can buy, with prices and renewal terms. */
export function fetchCatalog(): Promise<CatalogOffer[]> {
  return apiRequest('/me/catalog', { schema: catalogResponseSchema });
}

export const catalogQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.list(), queryFn: fetchCatalog, staleTime: 5 * 60_000 });

export function useCatalog() {
  return useQuery(catalogQueryOptions());
}
