import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../api-client';
import { notificationKeys } from '../query-keys';

export interface IdentityNotification {
  alert_id: string | number;
  report_name: string;
  category: string;
  type: string;
}

export function fetchIdentityNotifications(): Promise<IdentityNotification[]> {
  return apiRequest<IdentityNotification[]>('/me/identity-monitoring/notifications');
}

export const identityNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.identity(), queryFn: fetchIdentityNotifications });

export function useIdentityNotifications(options: { enabled?: boolean } = {}) {
  return useQuery({ ...identityNotificationsQueryOptions(), enabled: options.enabled ?? true });
}
