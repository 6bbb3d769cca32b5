import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  accountResponseSchema,
  noContent,
  type AccountResponse,
  type ChangePasswordInput,
  type UpdateProfileInput,
} from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { accountKeys } from '../query-keys';

/** PATCH /me/profile: name and e-mail address (a new address needs the current password). */
export function updateProfile(profile: UpdateProfileInput): Promise<AccountResponse> {
  return apiRequest('/me/profile', { method: 'PATCH', body: profile, schema: accountResponseSchema });
}

/** POST /me/password: every other sign-in of the member ends; this one stays. */
export async function changePassword(change: ChangePasswordInput): Promise<null> {
  await apiRequest('/me/password', { method: 'POST', body: change, schema: noContent() });
  return null;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (account) => queryClient.setQueryData(accountKeys.me(), account),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
