import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  guardianBrokersResponseSchema,
  guardianProtectionResponseSchema,
  guardianRemovalsResponseSchema,
  guardianScanSchema,
  removalLetterResponseSchema,
  type GuardianBroker,
  type GuardianProtection,
  type BrokerInquiryInput,
  type MemberListingInput,
  type RemovalLetter,
  type RemovalMailingInput,
} from '@beacon/validation';

import { apiRequest, apiStream } from '@beacon/api/client';
import { attachmentName } from '../attachment-name';
import { guardianBrokerKeys, protectionMemberKeys } from '../query-keys';

export type {
  GuardianBroker,
  GuardianListing,
  GuardianProtection,
  GuardianRemoval,
  GuardianScan,
} from '@beacon/validation';

/** While a scan runs, its progress is read this often (server push arrives with issue 18; this stays the fallback). */
export const SCAN_PROGRESS_POLL_MS = 1_500;

/** GET /guardian/brokers: the people-search and data-broker sites Guardian scans, with how each takes opt-outs. */
export async function getGuardianBrokers(): Promise<GuardianBroker[]> {
  return (await apiRequest('/guardian/brokers', { schema: guardianBrokersResponseSchema })).items;
}

export const guardianBrokersQueryOptions = () =>
  queryOptions({ queryKey: guardianBrokerKeys.list(), queryFn: getGuardianBrokers, staleTime: 60 * 60 * 1000 });

/** GET /me/personal-data-protection/members/{id}/protection: exposures, removals, scan, score of one member. */
export function getGuardianProtection(memberId: number | string): Promise<GuardianProtection> {
  return apiRequest(`/me/personal-data-protection/members/${memberId}/protection`, {
    schema: guardianProtectionResponseSchema,
  });
}

const scanRunning = (protection: GuardianProtection | undefined) =>
  protection?.scan?.status === 'queued' || protection?.scan?.status === 'running';

export const guardianProtectionQueryOptions = (memberId: number | string) =>
  queryOptions({
    queryKey: protectionMemberKeys.protection(memberId),
    queryFn: () => getGuardianProtection(memberId),
    // the scan's progress, and the listings it finds, show while it runs
    refetchInterval: (query) => (scanRunning(query.state.data) ? SCAN_PROGRESS_POLL_MS : false),
  });

export function useGuardianProtection(memberId: number | string | undefined) {
  return useQuery({
    ...guardianProtectionQueryOptions(memberId ?? 0),
    enabled: memberId !== undefined,
  });
}

/** POST …/members/{id}/scans: scan again now (the running scan, if any, is answered instead). */
export function startGuardianScan(memberId: number) {
  return apiRequest(`/me/personal-data-protection/members/${memberId}/scans`, {
    method: 'POST',
    body: {},
    schema: guardianScanSchema,
  });
}

/** POST …/members/{id}/removals: removal requests to the brokers of these listings (Beacon's own at once). */
export async function requestRemovals(memberId: number, listingIds: number[]) {
  return (
    await apiRequest(`/me/personal-data-protection/members/${memberId}/removals`, {
      method: 'POST',
      body: { listingIds },
      schema: guardianRemovalsResponseSchema,
    })
  ).items;
}

/** POST …/removals/{removalId}/action-done: the member did what a "Needs action" request asked; it is re-sent. */
export async function markRemovalActionDone(memberId: number, removalId: number) {
  return (
    await apiRequest(`/me/personal-data-protection/members/${memberId}/removals/${removalId}/action-done`, {
      method: 'POST',
      body: {},
      schema: guardianRemovalsResponseSchema,
    })
  ).items;
}

/** GET …/removals/{removalId}/letter: the request letter (CCPA / state law) filled with the member's data. */
export function getRemovalLetter(memberId: number, removalId: number): Promise<RemovalLetter> {
  return apiRequest(`/me/personal-data-protection/members/${memberId}/removals/${removalId}/letter`, {
    schema: removalLetterResponseSchema,
  });
}

export interface RemovalLetterPdf {
  fileName: string;
  pdf: Blob;
}

/**
 * GET …/removals/{removalId}/letter.pdf: the letter of a postal request, ready to print, sign and mail, with the name
 * the server gives it. Fetched with the member's token (a plain link would carry none).
 */
export async function fetchRemovalLetterPdf(
  memberId: string | number,
  removalId: string | number,
): Promise<RemovalLetterPdf> {
  const path = `/me/personal-data-protection/members/${memberId}/removals/${removalId}/letter.pdf`;
  const response = await apiStream(path, { accept: 'application/pdf' });
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (type !== 'application/pdf') throw new Error(`GET ${path}: expected a PDF, received ${type || 'no content type'}`);
  return {
    fileName: attachmentName(response.headers.get('content-disposition'), `removal-letter-${removalId}.pdf`),
    pdf: await response.blob(),
  };
}

/**
 * POST …/members/{id}/listings: a listing the member found on a site Guardian cannot read. The answer is the
 * member's overview, where it now shows among the listings.
 */
export function addFoundListing(memberId: number, listing: MemberListingInput): Promise<GuardianProtection> {
  return apiRequest(`/me/personal-data-protection/members/${memberId}/listings`, {
    method: 'POST',
    body: listing,
    schema: guardianProtectionResponseSchema,
  });
}

/**
 * POST …/members/{id}/inquiries: Guardian e-mails a site it cannot read to ask whether it holds the person's data
 * (and to delete it). The answer is the member's overview, where the site's card shows the question.
 */
export function askBroker(memberId: number, inquiry: BrokerInquiryInput): Promise<GuardianProtection> {
  return apiRequest(`/me/personal-data-protection/members/${memberId}/inquiries`, {
    method: 'POST',
    body: inquiry,
    schema: guardianProtectionResponseSchema,
  });
}

/** PUT …/removals/{removalId}/mailing: the day the member mailed a postal request, and its tracking number. */
export function recordRemovalMailing(
  memberId: number,
  removalId: number,
  mailing: RemovalMailingInput,
): Promise<GuardianProtection> {
  return apiRequest(`/me/personal-data-protection/members/${memberId}/removals/${removalId}/mailing`, {
    method: 'PUT',
    body: mailing,
    schema: guardianProtectionResponseSchema,
  });
}

function useProtectionMutation<A, R>(memberId: number | undefined, mutationFn: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: protectionMemberKeys.all });
      if (memberId !== undefined)
        await queryClient.refetchQueries({ queryKey: protectionMemberKeys.protection(memberId) });
    },
  });
}

export const useStartGuardianScan = (memberId: number | undefined) =>
  useProtectionMutation(memberId, (id: number) => startGuardianScan(id));
export const useRequestRemovals = (memberId: number | undefined) =>
  useProtectionMutation(memberId, ({ id, listingIds }: { id: number; listingIds: number[] }) =>
    requestRemovals(id, listingIds),
  );
export const useMarkRemovalActionDone = (memberId: number | undefined) =>
  useProtectionMutation(memberId, ({ id, removalId }: { id: number; removalId: number }) =>
    markRemovalActionDone(id, removalId),
  );
export const useAddFoundListing = (memberId: number) =>
  useProtectionMutation(memberId, (listing: MemberListingInput) => addFoundListing(memberId, listing));
export const useAskBroker = (memberId: number) =>
  useProtectionMutation(memberId, (inquiry: BrokerInquiryInput) => askBroker(memberId, inquiry));
export const useRecordRemovalMailing = (memberId: number) =>
  useProtectionMutation(memberId, ({ removalId, mailing }: { removalId: number; mailing: RemovalMailingInput }) =>
    recordRemovalMailing(memberId, removalId, mailing),
  );
