import { queryOptions, useQuery } from '@tanstack/react-query';

import { monitoredRecordsResponseSchema, type MonitoredRecordResponse } from '@beacon/validation';

import { apiRequest, retryUnlessPaymentRequired } from '@beacon/api/client';
import { monitoredRecordKeys } from '../query-keys';

/** A monitored person or location record (spec §3), with its title and subtitle. */
export type MonitoredRecord = MonitoredRecordResponse;

/** What report monitoring watches: a person report or a location report. */
export type MonitoredRecordKind = 'person' | 'location';

export const MONITORED_RECORD_KINDS = ['person', 'location'] as const satisfies readonly MonitoredRecordKind[];

/** The usage id report monitoring gives its watches (the monitoring service's name for this use). */
export const REPORT_MONITORING_USAGE_ID = 'report-monitoring';

export const monitoredRecordsPath = (kind: MonitoredRecordKind) => `/me/monitored/${kind}-records`;

/** GET /me/monitored/person-records or …/location-records: newest first, archived ones last. */
export async function getMonitoredRecords(kind: MonitoredRecordKind): Promise<MonitoredRecord[]> {
  return (await apiRequest(monitoredRecordsPath(kind), { schema: monitoredRecordsResponseSchema })).items;
}

/** Without data monitoring every call is a 402: an answer, not worth retrying. */
export const monitoredRecordsQueryOptions = (kind: MonitoredRecordKind) =>
  queryOptions({
    queryKey: monitoredRecordKeys.list(kind),
    queryFn: () => getMonitoredRecords(kind),
    retry: retryUnlessPaymentRequired,
  });

export function useMonitoredRecords(kind: MonitoredRecordKind, options: { enabled?: boolean } = {}) {
  return useQuery({ ...monitoredRecordsQueryOptions(kind), enabled: options.enabled ?? true });
}
