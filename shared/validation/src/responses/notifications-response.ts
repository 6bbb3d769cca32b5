import { type InferType } from 'yup';

import { dateTime, listOf, literals, shape, str } from './contract-fields';

// The notices the header loads (spec §3): identity-monitoring alerts (GET /v1/me/identity-monitoring/notifications)
// and the data-monitoring service's record updates (GET /dashboard/api/data-monitoring/notifications/).

export const identityNotificationResponseSchema = shape({
  alert_id: str().meta({ description: "the monitoring provider's id of the alert" }),
  report_name: str().meta({ description: 'e.g. Dark Web Surveillance' }),
  category: str().meta({ description: 'e.g. dark_web' }),
  type: str().meta({ description: 'e.g. email_exposed' }),
});

export const identityNotificationsResponseSchema = listOf(identityNotificationResponseSchema);

function recordNotification<T extends 'location' | 'person'>(type: T) {
  return shape({
    type: literals([type] as const),
    created: dateTime(),
    display: str().meta({ description: 'the update, ready to show' }),
    first_name: str().meta({ description: "the person's first name; empty when none applies" }),
    last_name: str().meta({ description: "the person's last name; empty when none applies" }),
  });
}

export const recordNotificationsResponseSchema = shape({
  location_notifications: listOf(recordNotification('location')),
  person_notifications: listOf(recordNotification('person')),
});

export type IdentityNotificationResponse = InferType<typeof identityNotificationResponseSchema>;
export type RecordNotificationsResponse = InferType<typeof recordNotificationsResponseSchema>;
export type RecordNotificationResponse =
  | RecordNotificationsResponse['location_notifications'][number]
  | RecordNotificationsResponse['person_notifications'][number];
