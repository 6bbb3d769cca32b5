import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import {
  createNotificationsRepository,
  type NewIdentityNotification,
  type NewRecordNotification,
} from '../repositories/notifications-repository';

// Notices of the demo members who hold a monitoring product, so the header's alerts widget has something to show:
// identity@ gets 5 identity alerts (more than the widget's 3, so "See all 5 alerts..." appears), dark-web@ 2, and
// data-monitoring@ 4 person and 1 location report updates. Everybody else has none ("You're up to date!").
// Names, addresses and phone numbers are made up (555 numbers).

const DAY_MS = 24 * 60 * 60 * 1000;

type Seeded<T> = Omit<T, 'createdAt'> & { daysAgo: number };

export const DEMO_IDENTITY_NOTIFICATIONS: Record<string, Array<Seeded<NewIdentityNotification>>> = {
  'identity@demo.beacon.test': [
    {
      alertId: 'IDM-1001',
      reportName: 'Dark Web Surveillance',
      category: 'dark_web',
      type: 'email_exposed',
      daysAgo: 1,
    },
    { alertId: 'IDM-1002', reportName: 'Change of Address', category: 'address', type: 'address_change', daysAgo: 3 },
    { alertId: 'IDM-1003', reportName: 'SSN Trace', category: 'ssn', type: 'new_name_linked', daysAgo: 6 },
    { alertId: 'IDM-1004', reportName: 'Court Records', category: 'criminal', type: 'new_record', daysAgo: 10 },
    {
      alertId: 'IDM-1005',
      reportName: 'Payday Loan Monitoring',
      category: 'credit',
      type: 'new_inquiry',
      daysAgo: 15,
    },
  ],
  'dark-web@demo.beacon.test': [
    {
      alertId: 'DWM-2001',
      reportName: 'Dark Web Surveillance',
      category: 'dark_web',
      type: 'password_exposed',
      daysAgo: 2,
    },
    {
      alertId: 'DWM-2002',
      reportName: 'Dark Web Surveillance',
      category: 'dark_web',
      type: 'email_exposed',
      daysAgo: 8,
    },
  ],
};

export const DEMO_RECORD_NOTIFICATIONS: Record<string, Array<Seeded<NewRecordNotification>>> = {
  'data-monitoring@demo.beacon.test': [
    {
      ref: 'DM-P-1001',
      type: 'person',
      display: 'New address: 4410 Birch Ln, Denver, CO 80220',
      firstName: 'Daniel',
      lastName: 'Castillo',
      daysAgo: 2,
    },
    {
      ref: 'DM-P-1002',
      type: 'person',
      display: 'New phone number: (303) 555-0147',
      firstName: 'Daniel',
      lastName: 'Castillo',
      daysAgo: 5,
    },
    {
      ref: 'DM-P-1003',
      type: 'person',
      display: 'New court record: traffic violation, Denver County',
      firstName: 'Luis',
      lastName: 'Herrera',
      daysAgo: 9,
    },
    {
      ref: 'DM-P-1004',
      type: 'person',
      display: 'New email address found',
      firstName: 'Ana',
      lastName: 'Castillo',
      daysAgo: 14,
    },
    {
      ref: 'DM-L-1001',
      type: 'location',
      display: 'New resident at 1200 Oak St, Austin, TX 78704',
      firstName: 'Samuel',
      lastName: 'Ortiz',
      daysAgo: 4,
    },
  ],
};

function dated<T>(items: Array<Seeded<T>>, now: number): Array<T & { createdAt: number }> {
  return items.map(
    ({ daysAgo, ...item }) => ({ ...item, createdAt: now - daysAgo * DAY_MS }) as T & { createdAt: number },
  );
}

/**
 * Gives the demo members their notices. Runs on every start: a notice a member has already (same alert id or ref)
 * is skipped, so this is safe to repeat and to run from several instances. Returns how many were added.
 */
export async function seedDemoNotifications(db: Kysely<Database>, now: number): Promise<number> {
  const notifications = createNotificationsRepository(db);
  const accountId = async (email: string) =>
    (await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst())?.id;
  let added = 0;
  for (const [email, items] of Object.entries(DEMO_IDENTITY_NOTIFICATIONS)) {
    const id = await accountId(email);
    if (id !== undefined) added += await notifications.addIdentityNotifications(id, dated(items, now));
  }
  for (const [email, items] of Object.entries(DEMO_RECORD_NOTIFICATIONS)) {
    const id = await accountId(email);
    if (id !== undefined) added += await notifications.addRecordNotifications(id, dated(items, now));
  }
  return added;
}
