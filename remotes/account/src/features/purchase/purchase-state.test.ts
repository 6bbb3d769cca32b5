import { isSafeReturnPath, readPurchaseState } from './purchase-state';

describe('readPurchaseState', () => {
  it('reads what a 402 sent: the item, the record, why, for whom and where to go back', () => {
    expect(
      readPurchaseState({
        requiredItem: 'person_report',
        recordId: 12,
        reason: 'search',
        subject: ' John Smith ',
        returnTo: '/dashboard/search/person/?first=John&last=Smith',
      }),
    ).toEqual({
      requiredItem: 'person_report',
      recordId: 12,
      reason: 'search',
      subject: 'John Smith',
      returnTo: '/dashboard/search/person/?first=John&last=Smith',
    });
  });

  it('drops whatever history holds that is not what the page expects', () => {
    expect(readPurchaseState(null)).toEqual({});
    expect(readPurchaseState('premium')).toEqual({});
    expect(
      readPurchaseState({
        requiredItem: 7,
        recordId: -1,
        reason: 'lottery',
        subject: { first: 'Jane' },
        returnTo: 42,
      }),
    ).toEqual({});
    expect(readPurchaseState({ requiredItem: 'guardian', subject: '   ', recordId: 1.5 })).toEqual({
      requiredItem: 'guardian',
    });
    expect(readPurchaseState({ requiredItem: 'guardian', subject: 'x'.repeat(201) })).toEqual({
      requiredItem: 'guardian',
    });
  });

  it.each([
    'https://evil.example/dashboard/',
    '//evil.example/dashboard/',
    '/\\evil.example',
    '/dashboard//evil.example',
    '/dashboard/%2F%2Fevil.example',
    '/dashboard/../login',
    'javascript:alert(1)',
    '/login',
    '/dashboard/purchase',
    '/dashboard/purchase?again=1',
  ])('never sends the member back to %s (no open redirect, no loop)', (returnTo) => {
    expect(isSafeReturnPath(returnTo)).toBe(false);
    expect(readPurchaseState({ requiredItem: 'person_report', returnTo })).toEqual({ requiredItem: 'person_report' });
  });

  it.each(['/dashboard', '/dashboard/reports/12', '/dashboard/report/phone/6125550123?search-phone=6125550123'])(
    'accepts the same-site path %s',
    (returnTo) => {
      expect(isSafeReturnPath(returnTo)).toBe(true);
    },
  );
});
