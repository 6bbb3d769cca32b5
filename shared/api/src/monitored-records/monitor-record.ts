import { useMutation, useQueryClient } from '@tanstack/react-query';

import { monitoredRecordResponseSchema } from '@beacon/validation';

import { apiRequest, isApiError } from '@beacon/api/client';
import { monitoredRecordKeys, notificationKeys } from '../query-keys';
import {
  getMonitoredRecords,
  monitoredRecordsPath,
  REPORT_MONITORING_USAGE_ID,
  type MonitoredRecord,
  type MonitoredRecordKind,
} from './get-monitored-records';
import { patchMonitoredRecord } from './patch-monitored-record';

export interface MonitorRecordInput {
  kind: MonitoredRecordKind;
  pointer: string;
  /** Defaults to report monitoring's usage id. */
  usageId?: string;
}

/** POST /me/monitored/person-records or …/location-records `{ pointer, usageId }` → 201 the monitored record. */
export function createMonitoredRecord(
  kind: MonitoredRecordKind,
  pointer: string,
  usageId: string = REPORT_MONITORING_USAGE_ID,
): Promise<MonitoredRecord> {
  return apiRequest(monitoredRecordsPath(kind), {
    method: 'POST',
    body: { pointer, usageId },
    schema: monitoredRecordResponseSchema,
  });
}

/**
 * Monitors a record, whatever state it is in. The server answers 409 for a pointer the member watches already, also
 * when that watch was stopped (archived): that is not a failure to show, so the list is read for the existing watch,
 * and a stopped one is resumed.
 */
export async function monitorRecord({ kind, pointer, usageId }: MonitorRecordInput): Promise<MonitoredRecord> {
  try {
    return await createMonitoredRecord(kind, pointer, usageId);
  } catch (error) {
    if (!isApiError(error) || error.statusCode !== 409) throw error;
    const existing = (await getMonitoredRecords(kind)).find((record) => record.pointer === pointer);
    if (!existing) throw error;
    return existing.isArchived ? patchMonitoredRecord(kind, existing.id, { isArchived: false }) : existing;
  }
}

/** "Monitor": the kind's list and the report updates are read again afterwards. */
export function useMonitorRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: monitorRecord,
    onSuccess: async (_record, { kind }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: monitoredRecordKeys.list(kind) }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.records() }),
      ]);
    },
  });
}
