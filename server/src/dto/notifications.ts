import type { IdentityNotificationResponse, RecordNotificationsResponse } from '@beacon/validation';

import type { IdentityNotificationView, RecordNotificationView } from '../repositories/notifications-repository';

// Mappers of the header-load notices (spec §3 Identity notification, Record notification) onto their contract.

export function toIdentityNotificationDto(notification: IdentityNotificationView): IdentityNotificationResponse {
  return {
    alert_id: notification.alertId,
    report_name: notification.reportName,
    category: notification.category,
    type: notification.type,
    breach_title: notification.breachTitle,
  };
}

function toRecordNotificationDto<T extends 'location' | 'person'>(type: T, notification: RecordNotificationView) {
  return {
    id: notification.id,
    type,
    created: new Date(notification.createdAt).toISOString(),
    display: notification.display,
    first_name: notification.firstName,
    last_name: notification.lastName,
    monitored_record_id: notification.change?.monitoredRecordId ?? null,
    field: notification.change?.field ?? null,
    old_value: notification.change?.oldValue ?? null,
    new_value: notification.change?.newValue ?? null,
  };
}

export function toRecordNotificationsDto(
  location: RecordNotificationView[],
  person: RecordNotificationView[],
): RecordNotificationsResponse {
  return {
    location_notifications: location.map((notification) => toRecordNotificationDto('location', notification)),
    person_notifications: person.map((notification) => toRecordNotificationDto('person', notification)),
  };
}
