import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  guardianEnrollResponseSchema,
  noContent,
  protectionMemberResponseSchema,
  protectionMembersResponseSchema,
  type AddFamilyMemberInput,
  type IdentityDetailsInput,
  type ProtectionMemberDetailsInput,
  type ProtectionMemberResponse,
  type ProtectionMembersResponse,
} from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { accountKeys, protectionMemberKeys, recordKeys } from '../query-keys';

/** Spec §3 "Personal data protection member", with its status, relationship and latest results. */
export type ProtectionMember = ProtectionMemberResponse;

/** The member list with the family members the add-on allows (0 without it). */
export type ProtectionMembers = ProtectionMembersResponse;

/** GET /me/personal-data-protection/members: the self member first (empty without Guardian). */
export async function getProtectionMembersPage(): Promise<ProtectionMembers> {
  return apiRequest('/me/personal-data-protection/members', { schema: protectionMembersResponseSchema });
}

export async function getProtectionMembers(): Promise<ProtectionMember[]> {
  return (await getProtectionMembersPage()).items;
}

export const protectionMembersQueryOptions = () =>
  queryOptions({
    queryKey: protectionMemberKeys.list(),
    queryFn: getProtectionMembersPage,
    select: (page: ProtectionMembers) => page.items,
  });

export const protectionMembersPageQueryOptions = () =>
  queryOptions({ queryKey: protectionMemberKeys.list(), queryFn: getProtectionMembersPage });

export function useProtectionMembersPage() {
  return useQuery(protectionMembersPageQueryOptions());
}

/** PUT /me/personal-data-protection/members/self: the confirmed report becomes (or replaces) the self member. */
export function putSelfProtectionMember(recordId: string): Promise<ProtectionMember> {
  return apiRequest('/me/personal-data-protection/members/self', {
    method: 'PUT',
    body: { recordId },
    schema: protectionMemberResponseSchema,
  });
}

/** POST /me/personal-data-protection/members: a family member of the add-on (its first scan starts at once). */
export function addFamilyMember(input: AddFamilyMemberInput): Promise<ProtectionMember> {
  return apiRequest('/me/personal-data-protection/members', {
    method: 'POST',
    body: input,
    schema: protectionMemberResponseSchema,
  });
}

/** PATCH /me/personal-data-protection/members/{id}: names, past names, addresses, phones, e-mails, birth date. */
export function updateProtectionMember(
  memberId: number,
  input: ProtectionMemberDetailsInput,
): Promise<ProtectionMember> {
  return apiRequest(`/me/personal-data-protection/members/${memberId}`, {
    method: 'PATCH',
    body: input,
    schema: protectionMemberResponseSchema,
  });
}

/** DELETE /me/personal-data-protection/members/{id}: a family member and everything found for them. */
export async function removeFamilyMember(memberId: number): Promise<null> {
  await apiRequest(`/me/personal-data-protection/members/${memberId}`, { method: 'DELETE', schema: noContent() });
  return null;
}

/** PUT …/members/{id}/identity: the identity details to monitor (the dark web step; clears "Setup Required"). */
export function putIdentityDetails(memberId: number, input: IdentityDetailsInput): Promise<ProtectionMember> {
  return apiRequest(`/me/personal-data-protection/members/${memberId}/identity`, {
    method: 'PUT',
    body: input,
    schema: protectionMemberResponseSchema,
  });
}

/**
 * POST /me/personal-data-protection/enroll (the intermediary-enroll page): the self member is enrolled and its
 * first scan queued; the answer says where to go (the checked `redirectUrl`, or the Guardian report).
 */
export function enrollInGuardian(redirectUrl: string | undefined) {
  return apiRequest('/me/personal-data-protection/enroll', {
    method: 'POST',
    body: redirectUrl === undefined ? {} : { redirectUrl },
    schema: guardianEnrollResponseSchema,
  });
}

/** Every change to a member refreshes the member list, that member's results, the account and record cards. */
function useMemberMutation<A, R>(mutationFn: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: protectionMemberKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: recordKeys.list() }),
      ]);
    },
  });
}

export const useAddFamilyMember = () => useMemberMutation(addFamilyMember);
export const useUpdateProtectionMember = () =>
  useMemberMutation(({ memberId, input }: { memberId: number; input: ProtectionMemberDetailsInput }) =>
    updateProtectionMember(memberId, input),
  );
export const useRemoveFamilyMember = () => useMemberMutation(removeFamilyMember);
export const usePutIdentityDetails = () =>
  useMemberMutation(({ memberId, input }: { memberId: number; input: IdentityDetailsInput }) =>
    putIdentityDetails(memberId, input),
  );
export const useEnrollInGuardian = () => useMemberMutation(enrollInGuardian);
