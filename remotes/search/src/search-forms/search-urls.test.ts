import { phoneDigits } from '@beacon/ui/forms';

import { formatPhone, isAllowedPhoneKey } from './phone-input';
import { emailReportUrl, locationReportUrl, personSearchUrl, phoneReportUrl } from './search-urls';

describe('search URLs (spec §2.2)', () => {
  it('builds the person search query with one middle letter, age and defaults', () => {
    expect(personSearchUrl({ firstName: ' Jane ', lastName: 'Doe', middleInitial: 'Ann', age: '40' })).toBe(
      '/dashboard/search/person/?first=Jane&last=Doe&city=&state=ALL&middle=A&age=40',
    );
    expect(personSearchUrl({ firstName: 'Jane', lastName: 'Doe', city: 'Austin', state: 'TX' })).toBe(
      '/dashboard/search/person/?first=Jane&last=Doe&city=Austin&state=TX',
    );
  });

  it('uses fname/lname and type=self in personal-data-protection mode, a custom URL and extra query', () => {
    expect(
      personSearchUrl(
        { firstName: 'Jane', lastName: 'Doe' },
        { selfSearch: true, searchUrl: '/dashboard/personal-data-protection', extraQuery: '?src=pdp' },
      ),
    ).toBe('/dashboard/personal-data-protection?fname=Jane&lname=Doe&city=&state=ALL&type=self&src=pdp');
  });

  it('builds the phone, email and address report URLs', () => {
    expect(phoneReportUrl('4155550132')).toBe('/dashboard/report/phone/4155550132?search-phone=4155550132');
    expect(emailReportUrl('jane@example.com')).toBe(
      '/dashboard/report/email/jane%40example.com?search-email=jane%40example.com',
    );
    expect(locationReportUrl({ street: '1 Main St', city: 'Austin', state: 'ALL', zip: '78701' })).toBe(
      '/dashboard/report/location/?search-street=1+Main+St&search-city=Austin&search-state=&search-zip-code=78701',
    );
  });
});

describe('phone input (spec §5)', () => {
  it('keeps digits only, at most 10, shown as (xxx) xxx-xxxx', () => {
    expect(phoneDigits('(415) 555-0132 99')).toBe('4155550132');
    expect(formatPhone('415')).toBe('(415');
    expect(formatPhone('41555')).toBe('(415) 55');
    expect(formatPhone('4155550132')).toBe('(415) 555-0132');
  });

  it('allows digits, editing and navigation keys, and copy/paste/select-all only', () => {
    const key = (k: string, ctrl = false) => isAllowedPhoneKey({ key: k, ctrlKey: ctrl, metaKey: false });
    expect(['1', 'Backspace', 'Delete', 'Enter', 'ArrowLeft', 'ArrowRight'].every((k) => key(k))).toBe(true);
    expect(key('v', true) && key('c', true) && key('a', true)).toBe(true);
    expect(key('a')).toBe(false);
    expect(key('-')).toBe(false);
    expect(key(' ')).toBe(false);
  });
});
