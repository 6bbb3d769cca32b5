import type { MemberRecord } from '@beacon/api';
import { decodeRecordIdParam } from '@beacon/validation';

import { ageOn, formatPhone, recordAge, recordTitle, reportLink } from './record-display';

function record(type: MemberRecord['type'], data: MemberRecord['data']): Pick<MemberRecord, 'type' | 'data'> {
  return { type, data };
}

describe('record display', () => {
  it('names each type of record by what it is about', () => {
    expect(recordTitle(record('person', { name: { first: 'Peter', middle: 'Bear', last: 'Lindqvist' } }))).toBe(
      'Peter Bear Lindqvist',
    );
    expect(recordTitle(record('phone', { phone: { number: '6129350239' } }))).toBe('(612) 935-0239');
    expect(recordTitle(record('email', { email: { address: 'x@y.com' } }))).toBe('x@y.com');
    expect(
      recordTitle(
        record('location', {
          address: { street: '4733 Boehm Blvd', city: 'Minneapolis', state_code: 'MN', zip_code: '55408' },
        }),
      ),
    ).toBe('4733 Boehm Blvd');
    expect(formatPhone('123')).toBe('123');
  });

  it('counts whole years to the day', () => {
    const now = new Date(2026, 8, 26); // Sep 26, 2026
    expect(ageOn({ year: 1978, month: 9, day: 27 }, now)).toBe(47);
    expect(ageOn({ year: 1978, month: 9, day: 26 }, now)).toBe(48);
    expect(ageOn(null, now)).toBeNull();
    expect(recordAge({ dobs: [{ date: { year: 2000, month: 1, day: 1 } }] }, now)).toBe(26);
    expect(recordAge({ dobs: [{ date_range: { start: { year: 2000, month: 1, day: 1 }, end: null } }] }, now)).toBe(26);
    expect(recordAge({ dobs: [{ date: { year: 2000, month: 1, day: 1 } }], dods: [{ date: null }] }, now)).toBeNull();
  });

  it('links e-mail records base64-encoded and reads both forms back', () => {
    expect(reportLink({ type: 'person', recordId: 12 })).toEqual({
      to: '/dashboard/reports/12',
      state: { type: 'person' },
    });
    const email = reportLink({ type: 'email', recordId: 12 });
    expect(email.to).toBe(`/dashboard/reports/${encodeURIComponent(btoa('12'))}`);
    expect(decodeRecordIdParam(btoa('12'))).toBe('12');
    expect(decodeRecordIdParam('12')).toBe('12');
    expect(decodeRecordIdParam('not base64!')).toBe('not base64!');
  });
});
