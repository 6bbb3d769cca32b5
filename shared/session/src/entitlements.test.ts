import { entitlementsFrom } from './entitlements';

const none = {
  person_report: 0,
  premium_person_report: 0,
  guardian: 0,
  guardian_family_addon: 0,
  dark_web_monitoring: 0,
  identity_monitoring: 0,
  data_monitoring: 0,
};

describe('entitlementsFrom (spec §6)', () => {
  it('treats null as held and numbers as not held', () => {
    const entitlements = entitlementsFrom({ ...none, person_report: null });
    expect(entitlements.holds.person_report).toBe(true);
    expect(entitlements.holds.guardian).toBe(false);
  });

  it('offers dark web monitoring to person-report members without Guardian or dark web monitoring', () => {
    expect(entitlementsFrom({ ...none, person_report: null }).darkWebMonitoringLink).toBe(true);
    expect(entitlementsFrom({ ...none, person_report: null, guardian: null }).darkWebMonitoringLink).toBe(false);
    expect(entitlementsFrom({ ...none, person_report: null, dark_web_monitoring: null }).darkWebMonitoringLink).toBe(
      false,
    );
  });

  it('maps each product to its links', () => {
    const all = entitlementsFrom({
      person_report: null,
      premium_person_report: null,
      guardian: null,
      guardian_family_addon: null,
      dark_web_monitoring: null,
      identity_monitoring: null,
      data_monitoring: null,
    });
    expect(all).toMatchObject({
      identityProtectionLink: true,
      identityMonitoringLink: true,
      guardianLink: true,
      personalDataProtectionLink: true,
      dataMonitoringLinks: true,
      exposuresLink: true,
      researchScreener: true,
    });
    expect(entitlementsFrom(null).holds.person_report).toBe(false);
  });

  it('lets an identity monitoring member reach the identity monitoring screens without Identity Protection', () => {
    const identityOnly = entitlementsFrom({
      person_report: null,
      premium_person_report: 0,
      guardian: 0,
      guardian_family_addon: 0,
      dark_web_monitoring: 0,
      identity_monitoring: null,
      data_monitoring: 0,
    });
    expect(identityOnly).toMatchObject({
      identityMonitoringLink: true,
      identityProtectionLink: false,
      exposuresLink: true,
    });
  });
});
