import type { BalanceItem, PaymentReason } from '@beacon/validation';
import { paymentRequired } from '../domain/errors';
import type { MembershipsRepository } from '../repositories/memberships-repository';
import { PERSON_REPORT_REQUIRED } from './entitlements';

// The paywall of the public records (issue 13 point 1, OWASP API5/API6): searches, lookups and the teasers of
// GET /people/{pointer} and /locations/{pointer} need an ACTIVE membership: a subscription that gives access today
// (active, or canceled with its paid term still running), or an unspent bought report (balances are sums of the
// entitlement ledger, so a spent report no longer counts). Anyone else gets a 402 that names what to buy and why
// (X-Required-For: search), never a 403 (a 403 signs the client out).

export const MEMBERSHIP_REQUIRED_ITEM: BalanceItem = 'person_report';
export const MEMBERSHIP_REQUIRED =
  'An active membership is required to search public records. Renew your membership or buy a person report.';

/** What the 402 says: searching, or opening a person's report from a result (creating the record reveals them). */
export interface MembershipRefusal {
  message: string;
  reason: PaymentReason;
}

export const SEARCH_REFUSAL: MembershipRefusal = { message: MEMBERSHIP_REQUIRED, reason: 'search' };
export const OPEN_REPORT_REFUSAL: MembershipRefusal = { message: PERSON_REPORT_REQUIRED, reason: 'report' };

/** The report products: a bought quantity of one of them lets a member without a subscription search. */
const REPORT_ITEMS: readonly BalanceItem[] = ['person_report', 'premium_person_report'];

/** A member found active is not read again for this long: a page load and a typed search make bursts of calls. */
export const ACTIVE_MEMBERSHIP_RECHECK_MS = 1000;
const ACTIVE_CACHE_SIZE = 10_000;

export function createActiveMembership(deps: { memberships: MembershipsRepository; clock: () => number }) {
  const { memberships, clock } = deps;
  // Only members with a running subscription are remembered, so a member who renews is let in at once and one whose
  // term ends is refused at the latest ACTIVE_MEMBERSHIP_RECHECK_MS later. A member let in by a bought report is read
  // every time: spending it (opening a report) must close the paywall at once, or the next result opened within the
  // second would reveal a person for free.
  const activeUntil = new Map<number, number>();

  /** Why a member may search: a running subscription, an unspent bought report, or nothing. */
  async function accessOf(accountId: number): Promise<'subscription' | 'bought-report' | null> {
    const now = clock();
    if (await memberships.hasActiveSubscription(accountId, now)) return 'subscription';
    const balances = await memberships.balances(accountId, now);
    const holdsReport = REPORT_ITEMS.some((item) => {
      const balance = balances[item];
      return balance === null || balance > 0;
    });
    return holdsReport ? 'bought-report' : null;
  }

  async function isActive(accountId: number): Promise<boolean> {
    return (await accessOf(accountId)) !== null;
  }

  return {
    isActive,

    /** Resolves for a member with an active membership; otherwise throws the 402 of `refusal`. */
    async require(accountId: number, refusal: MembershipRefusal = SEARCH_REFUSAL): Promise<void> {
      const now = clock();
      const until = activeUntil.get(accountId);
      if (until !== undefined && until > now) return;
      const access = await accessOf(accountId);
      if (access === null) {
        activeUntil.delete(accountId);
        throw paymentRequired(refusal.message, MEMBERSHIP_REQUIRED_ITEM, refusal.reason);
      }
      if (access === 'bought-report') return;
      if (activeUntil.size >= ACTIVE_CACHE_SIZE) activeUntil.delete(activeUntil.keys().next().value as number);
      activeUntil.set(accountId, now + ACTIVE_MEMBERSHIP_RECHECK_MS);
    },
  };
}

export type ActiveMembership = ReturnType<typeof createActiveMembership>;
