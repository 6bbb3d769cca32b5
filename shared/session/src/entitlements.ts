// Products of spec §3; a balance of null means the member holds the product.
export const PRODUCTS = [
  'person_report',
  'premium_person_report',
  'guardian',
  'guardian_family_addon',
  'dark_web_monitoring',
  'identity_monitoring',
  'data_monitoring',
] as const;

export type Product = (typeof PRODUCTS)[number];
export type Balances = Partial<Record<Product, number | null>>;

export interface Entitlements {
  holds: Record<Product, boolean>;
  /** Dark-web-monitoring link: a person report but neither Guardian nor dark-web monitoring. */
  darkWebMonitoringLink: boolean;
  /** Identity Protection link: dark-web monitoring. */
  identityProtectionLink: boolean;
  /** Guardian link: Guardian (pointing at the member's own report when one is confirmed). */
  guardianLink: boolean;
  /** Personal Data Protection link: the Guardian family add-on. */
  personalDataProtectionLink: boolean;
  /** Sex Offender Watch and Report Monitoring links: data monitoring. */
  dataMonitoringLinks: boolean;
  /** The user-research screener: a premium person report. */
  researchScreener: boolean;
}

/** Spec §6: what a member may see, from the account's balances. */
export function entitlementsFrom(balances: Balances | null | undefined): Entitlements {
  const holds = Object.fromEntries(
    PRODUCTS.map((product) => [product, balances ? balances[product] === null : false]),
  ) as Record<Product, boolean>;
  return {
    holds,
    darkWebMonitoringLink: holds.person_report && !holds.guardian && !holds.dark_web_monitoring,
    identityProtectionLink: holds.dark_web_monitoring,
    guardianLink: holds.guardian,
    personalDataProtectionLink: holds.guardian_family_addon,
    dataMonitoringLinks: holds.data_monitoring,
    researchScreener: holds.premium_person_report,
  };
}
