import { useMutation, useQueryClient } from '@tanstack/react-query';

import { guardianRemovalsResponseSchema, type GuardianListing, type ListingVerdictAnswer } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { protectionMemberKeys } from '../query-keys';

export type { GuardianMatch, GuardianMatchEvidence, ListingVerdictAnswer } from '@beacon/validation';

/**
 * PUT …/members/{id}/listings/{listingId}/verdict: "Is this you?" answered (issue 59). mine: the listing may be
 * removed; not_mine: it is ignored and never requested; undecided: the answer is taken back, asked about again.
 * Answers the member's listings.
 */
export async function putListingVerdict(
  memberId: number,
  listingId: number,
  verdict: ListingVerdictAnswer,
): Promise<GuardianListing[]> {
  return (
    await apiRequest(`/me/personal-data-protection/members/${memberId}/listings/${listingId}/verdict`, {
      method: 'PUT',
      body: { verdict },
      schema: guardianRemovalsResponseSchema,
    })
  ).items;
}

export function useListingVerdict(memberId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, listingId, verdict }: { id: number; listingId: number; verdict: ListingVerdictAnswer }) =>
      putListingVerdict(id, listingId, verdict),
    onSuccess: async () => {
      // the member's counts and the overview both change with the listing's place
      await queryClient.invalidateQueries({ queryKey: protectionMemberKeys.all });
      if (memberId !== undefined) {
        await queryClient.refetchQueries({ queryKey: protectionMemberKeys.protection(memberId) });
      }
    },
  });
}
