import type { IdentityNotificationView, RecordNotificationView } from '../repositories/notifications-repository';

// Response schemas and mappers of the header-load notices (spec §3 Identity notification, Record notification).

export const identityNotificationSchema = {
  type: 'object',
  properties: {
    alert_id: { type: 'string', description: "the monitoring provider's id of the alert" },
    report_name: { type: 'string', examples: ['Dark Web Surveillance'] },
    category: { type: 'string', examples: ['dark_web'] },
    type: { type: 'string', examples: ['email_exposed'] },
  },
  required: ['alert_id', 'report_name', 'category', 'type'],
} as const;

export function toIdentityNotificationDto(notification: IdentityNotificationView) {
  return {
    alert_id: notification.alertId,
    report_name: notification.reportName,
    category: notification.category,
    type: notification.type,
  };
}

function recordNotificationSchema(type: 'location' | 'person') {
  return {
    type: 'object',
    properties: {
      type: { type: 'string', enum: [type] },
      created: { type: 'string', format: 'date-time' },
      display: { type: 'string', description: 'the update, ready to show' },
      first_name: { type: 'string', description: "the person's first name; empty when none applies" },
      last_name: { type: 'string', description: "the person's last name; empty when none applies" },
    },
    required: ['type', 'created', 'display', 'first_name', 'last_name'],
  } as const;
}

export const recordNotificationsSchema = {
  type: 'object',
  properties: {
    location_notifications: { type: 'array', items: recordNotificationSchema('location') },
    person_notifications: { type: 'array', items: recordNotificationSchema('person') },
  },
  required: ['location_notifications', 'person_notifications'],
} as const;

export function toRecordNotificationDto(notification: RecordNotificationView) {
  return {
    type: notification.type,
    created: new Date(notification.createdAt).toISOString(),
    display: notification.display,
    first_name: notification.firstName,
    last_name: notification.lastName,
  };
}
