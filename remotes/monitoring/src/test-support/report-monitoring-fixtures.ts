import type { MonitoredRecord, RecordNotification } from '@beacon/api';

import { account } from './family-fixtures';

// Report monitoring's answers as the server sends them (the contract's shapes), for the screen tests.

export const PERSON_RECORDS = '/v1/me/monitored/person-records';
export const LOCATION_RECORDS = '/v1/me/monitored/location-records';
export const NOTIFICATIONS = 'GET /dashboard/api/data-monitoring/notifications/';

/** Grace's account, holding data monitoring or not. */
export function monitoringAccount(holdsDataMonitoring: boolean) {
  const base = account();
  return { ...base, balances: { ...base.balances, data_monitoring: holdsDataMonitoring ? null : 0 } };
}

export function monitoredPerson(overrides: Partial<MonitoredRecord> = {}): MonitoredRecord {
  return {
    id: 7,
    pointer: 'w-Qdmx4c8eMPt0r2026A',
    usageId: 'report-monitoring',
    isArchived: false,
    created: '2026-11-02T10:00:00.000Z',
    title: 'Peter Lindqvist',
    subtitle: 'Minneapolis, MN',
    ...overrides,
  };
}

export function monitoredPlace(overrides: Partial<MonitoredRecord> = {}): MonitoredRecord {
  return monitoredPerson({
    id: 7,
    pointer: 'QxYkcn5bzkAPt0r2026A',
    title: '4733 Boehm Blvd',
    subtitle: 'Minneapolis, MN 55408',
    created: '2026-11-04T10:00:00.000Z',
    ...overrides,
  });
}

type Update = Omit<RecordNotification, 'type'>;

function update(overrides: Partial<Update>): Update {
  return {
    id: 1,
    created: '2026-11-10T10:00:00.000Z',
    display: 'New address: 4410 Birch Ln, Denver, CO 80220',
    first_name: 'Peter',
    last_name: 'Lindqvist',
    monitored_record_id: 7,
    field: 'address',
    old_value: '4733 Boehm Blvd, Minneapolis, MN 55408',
    new_value: '4410 Birch Ln, Denver, CO 80220',
    ...overrides,
  };
}

export const personUpdate = (overrides: Partial<Update> = {}) => ({ ...update(overrides), type: 'person' as const });
export const placeUpdate = (overrides: Partial<Update> = {}) => ({ ...update(overrides), type: 'location' as const });

export function notifications(
  person: ReturnType<typeof personUpdate>[],
  location: ReturnType<typeof placeUpdate>[] = [],
) {
  return { person_notifications: person, location_notifications: location };
}
