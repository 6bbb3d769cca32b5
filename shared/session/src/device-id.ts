const DEVICE_ID_KEY = 'deviceId';

/** A per-browser id sent as `Device-Id` on every call (spec §7); also the key of canary cohorts. */
export function deviceId(storage: Storage = window.localStorage): string {
  const existing = storage.getItem(DEVICE_ID_KEY);
  if (existing) return existing;
  const created = crypto.randomUUID();
  storage.setItem(DEVICE_ID_KEY, created);
  return created;
}
