import { BALANCE_ITEMS, type BalanceItem, type Balances } from './balance-items';

// Spec §6: what a member may see and use, from the account's balances. One rule set for the server's checks, the
// session and the remotes.

export interface Entitlements {
  holds: Record<BalanceItem, boolean>;
  /** Dark-web-monitoring link: a person report but neither Guardian nor dark-web monitoring. */
  darkWebMonitoringLink: boolean;
  /** Identity Protection link: dark-web monitoring. */
  identityProtectionLink: boolean;
  /**
   * The identity monitoring screens (the top bar's "Identity Monitoring", the mobile menu's "Identity Protection"):
   * dark-web monitoring (spec §6) or identity monitoring, the product those screens are (spec §2.3 lists the link
   * "by entitlement" without naming it; a member who bought identity monitoring must be able to reach it).
   */
  identityMonitoringLink: boolean;
  /** Guardian link: Guardian (pointing at the member's own report when one is confirmed). */
  guardianLink: boolean;
  /** Personal Data Protection link: the Guardian family add-on. */
  personalDataProtectionLink: boolean;
  /** Sex Offender Watch and Report Monitoring links: data monitoring. */
  dataMonitoringLinks: boolean;
  /**
   * The one exposure view ("Your Exposure", issue 58 point 6): a product that watches where the member is exposed,
   * dark-web or identity monitoring (breaches) or Guardian (broker listings).
   */
  exposuresLink: boolean;
  /** The user-research screener: a premium person report. */
  researchScreener: boolean;
}

/** Whether a balance means "held": null (held while the subscription lasts). */
export const holdsItem = (balances: Balances | null | undefined, item: BalanceItem): boolean =>
  balances ? balances[item] === null : false;

export function entitlementsFrom(balances: Balances | null | undefined): Entitlements {
  const holds = Object.fromEntries(BALANCE_ITEMS.map((item) => [item, holdsItem(balances, item)])) as Record<
    BalanceItem,
    boolean
  >;
  return {
    holds,
    darkWebMonitoringLink: holds.person_report && !holds.guardian && !holds.dark_web_monitoring,
    identityProtectionLink: holds.dark_web_monitoring,
    identityMonitoringLink: holds.dark_web_monitoring || holds.identity_monitoring,
    guardianLink: holds.guardian,
    personalDataProtectionLink: holds.guardian_family_addon,
    dataMonitoringLinks: holds.data_monitoring,
    exposuresLink: holds.dark_web_monitoring || holds.identity_monitoring || holds.guardian,
    researchScreener: holds.premium_person_report,
  };
}
