import { type InferType } from 'yup';

import { dateTime, int, listOf, literals, nullableInt, nullableStr, shape, str } from './contract-fields';
import { deferredSchema } from '../deferred-schema';

// The notices the header loads (spec §3): identity-monitoring alerts (GET /v1/me/identity-monitoring/notifications)
// and the data-monitoring service's record updates (GET /dashboard/api/data-monitoring/notifications/).

export const identityNotificationResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    alert_id: str().meta({ description: "the monitoring provider's id of the alert" }),
    report_name: str().meta({ description: 'e.g. Dark Web Surveillance' }),
    category: str().meta({ description: 'e.g. dark_web' }),
    type: str().meta({ description: 'e.g. email_exposed' }),
    breach_title: nullableStr().meta({
      description: 'the breach a dark web alert names, as the breach feed titles it; null for other alerts',
    }),
  }),
);

export const identityNotificationsResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  listOf(identityNotificationResponseSchema),
);

/** What a report update says changed (the data-refresh job's change kinds). */
export const RECORD_CHANGE_FIELDS = ['address', 'phone', 'relative', 'resident', 'neighbor', 'sex_offender'] as const;
export type RecordChangeField = (typeof RECORD_CHANGE_FIELDS)[number];

function recordNotification<T extends 'location' | 'person'>(type: T) {
  return shape({
    id: int(),
    type: literals([type] as const),
    created: dateTime(),
    display: str().meta({ description: 'the update, ready to show' }),
    first_name: str().meta({ description: "the person's first name; empty when none applies" }),
    last_name: str().meta({ description: "the person's last name; empty when none applies" }),
    monitored_record_id: nullableInt().meta({
      description: 'the monitored person or location record the update is about; null for a notice of the provider',
    }),
    field: literals(RECORD_CHANGE_FIELDS)
      .nullable()
      .meta({ description: 'what changed; null for a notice of the provider' }),
    old_value: nullableStr().meta({ description: 'the value before the change; null when there was none' }),
    new_value: nullableStr().meta({ description: 'the value after the change; null when it was removed' }),
  });
}

export const recordNotificationsResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    location_notifications: listOf(recordNotification('location')),
    person_notifications: listOf(recordNotification('person')),
  }),
);

export type IdentityNotificationResponse = InferType<typeof identityNotificationResponseSchema>;
export type RecordNotificationsResponse = InferType<typeof recordNotificationsResponseSchema>;
export type RecordNotificationResponse =
  | RecordNotificationsResponse['location_notifications'][number]
  | RecordNotificationsResponse['person_notifications'][number];
