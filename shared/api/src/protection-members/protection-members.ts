import { queryOptions } from '@tanstack/react-query';

import {
  protectionMemberResponseSchema,
  protectionMembersResponseSchema,
  type ProtectionMemberResponse,
} from '@beacon/validation';

import { apiRequest } from '../api-client';
import { protectionMemberKeys } from '../query-keys';

/** Spec §3 "Personal data protection member", plus the status the finish-scan banner reads (spec §4). */
export type ProtectionMember = ProtectionMemberResponse;

/** GET /me/personal-data-protection/members: the self member first (empty without Guardian). */
export async function getProtectionMembers(): Promise<ProtectionMember[]> {
  return (await apiRequest('/me/personal-data-protection/members', { schema: protectionMembersResponseSchema })).items;
}

export const protectionMembersQueryOptions = () =>
  queryOptions({ queryKey: protectionMemberKeys.list(), queryFn: getProtectionMembers });

/** PUT /me/personal-data-protection/members/self: the confirmed report becomes (or replaces) the self member. */
export function putSelfProtectionMember(recordId: string): Promise<ProtectionMember> {
  return apiRequest('/me/personal-data-protection/members/self', {
    method: 'PUT',
    body: { recordId },
    schema: protectionMemberResponseSchema,
  });
}
