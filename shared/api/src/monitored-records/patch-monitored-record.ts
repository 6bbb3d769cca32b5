import { useMutation, useQueryClient } from '@tanstack/react-query';

import { monitoredRecordResponseSchema, type PatchMonitoredRecordBody } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { monitoredRecordKeys, notificationKeys } from '../query-keys';
import { monitoredRecordsPath, type MonitoredRecord, type MonitoredRecordKind } from './get-monitored-records';

export interface MonitoredRecordChange {
  kind: MonitoredRecordKind;
  id: number;
}

/** PATCH …/{kind}-records/{id} `{ isArchived?, usageId? }`: archiving stops monitoring, restoring resumes it. */
export function patchMonitoredRecord(
  kind: MonitoredRecordKind,
  id: number,
  body: PatchMonitoredRecordBody,
): Promise<MonitoredRecord> {
  return apiRequest(`${monitoredRecordsPath(kind)}/${id}`, {
    method: 'PATCH',
    body,
    schema: monitoredRecordResponseSchema,
  });
}

/**
 * The answer replaces the record in its cached list at once (the card moves without waiting for the refetch), then
 * the lists and the report updates are read again: the server orders the list and may drop a stopped record's updates.
 */
function useArchiveMutation(isArchived: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: MonitoredRecordChange) => patchMonitoredRecord(kind, id, { isArchived }),
    onSuccess: async (record, { kind }) => {
      queryClient.setQueryData<MonitoredRecord[]>(monitoredRecordKeys.list(kind), (list) =>
        list?.map((item) => (item.id === record.id ? record : item)),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: monitoredRecordKeys.list(kind) }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.records() }),
      ]);
    },
  });
}

/** Stop monitoring a record (archive it); it stays listed as stopped and can be resumed. */
export const useStopMonitoring = () => useArchiveMutation(true);

/** Resume monitoring a stopped record (restore it). */
export const useResumeMonitoring = () => useArchiveMutation(false);
