import type { QueryClient } from '@tanstack/react-query';

import { accountQueryOptions } from '../account/get-account';
import { accountKeys, protectionMemberKeys, recordKeys } from '../query-keys';
import { protectionMembersPageQueryOptions, putSelfProtectionMember } from './protection-members';

/**
 * After the member confirmed a person report as their own (spec §4, "Choosing self … may add or update a protection
 * member"): with Guardian, that report becomes the self member (added, or re-pointed). `firstActivation` says the
 * member had none, so the Guardian activation modal runs and the intermediary-enroll page follows. Both flows that
 * confirm a report (Search For Yourself, "Is this your report?") call this.
 */
export async function protectOwnReport(
  queryClient: QueryClient,
  recordId: string,
  holdsGuardian: boolean,
): Promise<{ firstActivation: boolean; darkWebDataAdded: boolean }> {
  let firstActivation = false;
  if (holdsGuardian) {
    const members = await queryClient.fetchQuery(protectionMembersPageQueryOptions());
    firstActivation = !members.items.some((member) => member.isSelf);
    await putSelfProtectionMember(recordId);
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: protectionMemberKeys.all }),
    queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
    queryClient.invalidateQueries({ queryKey: recordKeys.list() }),
  ]);
  const account = await queryClient.fetchQuery(accountQueryOptions());
  return { firstActivation, darkWebDataAdded: Boolean(account.data.dark_web_data_added) };
}
