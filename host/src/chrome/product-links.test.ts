import { entitlementsFrom, type Balances } from '@beacon/session';
import type { Account } from '@beacon/api';

import { productLinks } from './product-links';

const noProducts: Balances = {
  person_report: 0,
  premium_person_report: 0,
  guardian: 0,
  guardian_family_addon: 0,
  dark_web_monitoring: 0,
  identity_monitoring: 0,
  data_monitoring: 0,
};

function account(balances: Balances, customersReport: Account['data']['customers_report'] = null): Account {
  return {
    id: 7,
    email: 'm@example.com',
    pin: null,
    first_name: 'Ada',
    last_name: 'Lovelace',
    hide_self_search_prompt_test: false,
    balances: { ...noProducts, ...balances } as Account['balances'],
    data: {
      bg_crosssell_intent: null,
      customers_report: customersReport,
      possible_customers_report: null,
      self_search_notified: false,
      dark_web_data_added: false,
    },
  };
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
