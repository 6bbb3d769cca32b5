import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  identityAlertsResponseSchema,
  identityMemberResponseSchema,
  identityMembersResponseSchema,
  monitoredDataResponseSchema,
  noContent,
  type AddIdentityMemberInput,
  type IdentityAlert,
  type IdentityMember,
  type MonitoredDataPatchInput,
  type MonitoredItem,
  type PatchIdentityMemberInput,
} from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { identityMemberKeys, notificationKeys } from '../query-keys';

export type { IdentityAlert, IdentityMember, MonitoredItem } from '@beacon/validation';

const MEMBERS = '/me/identity-monitoring/members';

/** GET /me/identity-monitoring/members: the monitored people (archived ones are dropped) and the plan's limit. */
export function getIdentityMembers(): Promise<{ items: IdentityMember[]; limit: number }> {
  return apiRequest(MEMBERS, { schema: identityMembersResponseSchema });
}

export const identityMembersQueryOptions = () =>
  queryOptions({ queryKey: identityMemberKeys.list(), queryFn: getIdentityMembers });

export const useIdentityMembers = () => useQuery(identityMembersQueryOptions());

export function addIdentityMember(input: AddIdentityMemberInput): Promise<IdentityMember> {
  return apiRequest(MEMBERS, { method: 'POST', body: input, schema: identityMemberResponseSchema });
}

/** PATCH …/members/{id}: a new name, or private mode on or off. */
export function patchIdentityMember(memberId: number, input: PatchIdentityMemberInput): Promise<IdentityMember> {
  return apiRequest(`${MEMBERS}/${memberId}`, { method: 'PATCH', body: input, schema: identityMemberResponseSchema });
}

/** DELETE …/members/{id}: the member is archived and leaves the lists. */
export async function deleteIdentityMember(memberId: number): Promise<null> {
  await apiRequest(`${MEMBERS}/${memberId}`, { method: 'DELETE', schema: noContent() });
  return null;
}

export async function getMonitoredData(memberId: number): Promise<MonitoredItem[]> {
  return (await apiRequest(`${MEMBERS}/${memberId}/monitored-data`, { schema: monitoredDataResponseSchema })).items;
}

export const monitoredDataQueryOptions = (memberId: number) =>
  queryOptions({ queryKey: identityMemberKeys.monitored(memberId), queryFn: () => getMonitoredData(memberId) });

export const useMonitoredData = (memberId: number | undefined) =>
  useQuery({ ...monitoredDataQueryOptions(memberId ?? 0), enabled: memberId !== undefined });

/** PATCH …/monitored-data `{ data }`: adds items to watch; any already in a breach raise alerts at once. */
export async function addMonitoredData(memberId: number, input: MonitoredDataPatchInput): Promise<MonitoredItem[]> {
  return (
    await apiRequest(`${MEMBERS}/${memberId}/monitored-data`, {
      method: 'PATCH',
      body: input,
      schema: monitoredDataResponseSchema,
    })
  ).items;
}

/** DELETE …/monitored-data/{suffix}: stops watching one item. */
export async function removeMonitoredData(memberId: number, suffix: number): Promise<null> {
  await apiRequest(`${MEMBERS}/${memberId}/monitored-data/${suffix}`, { method: 'DELETE', schema: noContent() });
  return null;
}

/** GET …/members/{memberId}/alerts: what breaches exposed of this member (alerts with an empty report dropped). */
export async function getIdentityAlerts(memberId: number): Promise<IdentityAlert[]> {
  return (await apiRequest(`${MEMBERS}/${memberId}/alerts`, { schema: identityAlertsResponseSchema })).items;
}

export const identityAlertsQueryOptions = (memberId: number) =>
  queryOptions({ queryKey: identityMemberKeys.alerts(memberId), queryFn: () => getIdentityAlerts(memberId) });

export const useIdentityAlerts = (memberId: number | undefined) =>
  useQuery({ ...identityAlertsQueryOptions(memberId ?? 0), enabled: memberId !== undefined });

/** Any change refreshes the members, what they watch, their alerts and the header's identity notifications. */
function useIdentityMutation<A, R>(mutationFn: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: identityMemberKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.identity() }),
      ]);
    },
  });
}

export const useAddIdentityMember = () => useIdentityMutation(addIdentityMember);
export const usePatchIdentityMember = () =>
  useIdentityMutation(({ memberId, input }: { memberId: number; input: PatchIdentityMemberInput }) =>
    patchIdentityMember(memberId, input),
  );
export const useDeleteIdentityMember = () => useIdentityMutation(deleteIdentityMember);
export const useAddMonitoredData = () =>
  useIdentityMutation(({ memberId, input }: { memberId: number; input: MonitoredDataPatchInput }) =>
    addMonitoredData(memberId, input),
  );
export const useRemoveMonitoredData = () =>
  useIdentityMutation(({ memberId, suffix }: { memberId: number; suffix: number }) =>
    removeMonitoredData(memberId, suffix),
  );
