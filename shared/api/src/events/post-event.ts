import { noContent } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';

/** POST /events (spec §7): analytics and product events. Never throws: tracking must not break a page. */
export function postEvent(name: string, properties: Record<string, unknown> = {}): Promise<void> {
  return apiRequest('/events', { method: 'POST', body: { name, properties }, schema: noContent() }).then(
    () => undefined,
    () => undefined,
  );
}
