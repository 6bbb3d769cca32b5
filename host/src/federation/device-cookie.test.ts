import { DEVICE_COOKIE } from '@beacon/platform';

import { shareDeviceIdWithEdge } from './device-cookie';

describe('shareDeviceIdWithEdge', () => {
  it('keeps the device id in a cookie for the whole site', () => {
    const writes: string[] = [];
    let jar = '';
    const doc = {
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        writes.push(value);
        jar = value.split(';')[0] ?? '';
      },
    } as unknown as Document;
    shareDeviceIdWithEdge('0b6c2b4e-5f6a', doc);
    expect(writes).toEqual([`${DEVICE_COOKIE}=0b6c2b4e-5f6a; Path=/; Max-Age=31536000; SameSite=Lax; Secure`]);
    shareDeviceIdWithEdge('0b6c2b4e-5f6a', doc);
    expect(writes).toHaveLength(1);
  });
});
