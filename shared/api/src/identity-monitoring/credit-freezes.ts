import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  creditFreezePinResponseSchema,
  creditFreezesResponseSchema,
  type CreditBureau,
  type CreditFreezeInput,
  type CreditFreezes,
} from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { identityMemberKeys } from '../query-keys';

export type { CreditFreeze, CreditFreezes } from '@beacon/validation';

const FREEZES = '/me/credit-freezes';

/** GET /me/credit-freezes: each bureau as the member recorded it, and the planned credit application. */
export function getCreditFreezes(): Promise<CreditFreezes> {
  return apiRequest(FREEZES, { schema: creditFreezesResponseSchema });
}

export const creditFreezesQueryOptions = () =>
  queryOptions({ queryKey: identityMemberKeys.creditFreezes(), queryFn: getCreditFreezes });

export const useCreditFreezes = () => useQuery(creditFreezesQueryOptions());

/** GET /me/credit-freezes/{bureau}/pin: the PIN in clear, asked for on "Show PIN" only and never cached. */
export async function getCreditFreezePin(bureau: CreditBureau): Promise<string | null> {
  return (await apiRequest(`${FREEZES}/${bureau}/pin`, { schema: creditFreezePinResponseSchema })).pin;
}

/** A freeze recorded changes the plans' freeze steps too: every identity query is refreshed. */
function useFreezeMutation<A>(mutationFn: (argument: A) => Promise<CreditFreezes>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (freezes) => {
      queryClient.setQueryData(identityMemberKeys.creditFreezes(), freezes);
      await queryClient.invalidateQueries({ queryKey: identityMemberKeys.all });
    },
  });
}

/** PUT /me/credit-freezes/{bureau}: not frozen, frozen on a date, or thawed until a date; a PIN to keep sealed. */
export const useSetCreditFreeze = () =>
  useFreezeMutation(({ bureau, input }: { bureau: CreditBureau; input: CreditFreezeInput }) =>
    apiRequest(`${FREEZES}/${bureau}`, { method: 'PUT', body: input, schema: creditFreezesResponseSchema }),
  );

/** PUT /me/credit-freezes/planned-application `{ date }` (null forgets it). */
export const usePlanCreditApplication = () =>
  useFreezeMutation((date: string | null) =>
    apiRequest(`${FREEZES}/planned-application`, {
      method: 'PUT',
      body: { date },
      schema: creditFreezesResponseSchema,
    }),
  );
