import type { Account } from '@beacon/api';
import { entitlementsFrom, type Balances } from '@beacon/session';
import { noProducts } from '@beacon/test-support/person-fixtures';

import { makeAccount } from '../test-support/account-fixtures';
import { productLinks } from './product-links';

function account(balances: Balances, customersReport: Account['data']['customers_report'] = null): Account {
  return makeAccount({ balances, data: { customers_report: customersReport } });
}

const labels = (balances: Balances, customersReport?: Account['data']['customers_report']) =>
  productLinks(entitlementsFrom({ ...noProducts, ...balances }), account(balances, customersReport), {
    sub: '7',
    firstName: 'Ada',
    lastName: 'Lovelace',
  }).map((link) => link.label);

describe('productLinks (spec §6)', () => {
  it('person report only: Search For Yourself, Dark Web Monitoring, Reports, Family Tree', () => {
    expect(labels({ person_report: null })).toEqual([
      'Search For Yourself',
      'Dark Web Monitoring',
      'Reports',
      'Family Tree',
    ]);
  });

  it('Guardian: links to the own report when one is confirmed, and hides the dark-web offer', () => {
    const links = productLinks(
      entitlementsFrom({ ...noProducts, person_report: null, guardian: null }),
      account({ person_report: null, guardian: null }, { record_id: 42, pointer: 'p' }),
      null,
    );
    expect(links[0]).toEqual({ label: 'Guardian', to: '/dashboard/guardian/report/7/person/42' });
    expect(links.map((link) => link.label)).not.toContain('Dark Web Monitoring');
  });

  it('family add-on, dark web and data monitoring', () => {
    expect(labels({ person_report: null, guardian: null, guardian_family_addon: null })[0]).toBe(
      'Guardian Personal Data Protection',
    );
    expect(labels({ person_report: null, dark_web_monitoring: null })).toContain('Identity Monitoring');
    expect(labels({ person_report: null, dark_web_monitoring: null })).not.toContain('Dark Web Monitoring');
    expect(labels({ person_report: null, data_monitoring: null })).toEqual(
      expect.arrayContaining(['Sex Offender Watch', 'Report Monitoring']),
    );
    expect(labels({ person_report: null })).not.toContain('Sex Offender Watch');
  });
});
