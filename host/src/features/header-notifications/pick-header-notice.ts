import type { Account } from '@beacon/api';
import {
  CROSS_SELL_INTENT_MIN_AGE_MS,
  CROSS_SELL_NOTICE_DELAY_MS,
  GUARDIAN_RETARGET_NOTICE_DELAY_MS,
  SELF_REPORT_NOTICE_DELAY_MS,
  paths,
} from '@beacon/platform';

export type HeaderNotice =
  | { kind: 'cross-sell'; firstName: string; recordId: string; delayMs: number }
  | { kind: 'guardian-retarget'; hasGuardian: boolean; recordId: string; delayMs: number }
  | { kind: 'self-report'; delayMs: number };

/**
 * Which timed header notification is due (spec §4), if any, and after how long. At most one shows at a time;
 * each is marked notified on the account once shown.
 */
export function pickHeaderNotice(account: Account, pathname: string, now: number): HeaderNotice | null {
  const { data, balances } = account;
  const intent = data.bg_crosssell_intent;
  // PATCH /me merges an intent key by key, so one may lack its name or time: such an intent is not announced.
  // The offer is a premium report: a member whose membership includes premium reports is not offered one (issue 54).
  const offerable = balances.person_report === null && balances.premium_person_report !== null;
  if (offerable && intent && !intent.notified && intent.first_name && intent.timestamp) {
    // Shown 5 s after load, and never before the intent is 30 s old.
    const oldEnoughAt = intent.timestamp * 1000 + CROSS_SELL_INTENT_MIN_AGE_MS;
    return {
      kind: 'cross-sell',
      firstName: intent.first_name,
      recordId: String(intent.record_id),
      delayMs: Math.max(CROSS_SELL_NOTICE_DELAY_MS, oldEnoughAt - now),
    };
  }
  const possible = data.possible_customers_report;
  if (
    possible &&
    !possible.notified &&
    !data.customers_report &&
    !account.hide_self_search_prompt_test &&
    !pathname.startsWith(paths.report(String(possible.record_id)))
  ) {
    return {
      kind: 'guardian-retarget',
      hasGuardian: balances.guardian === null,
      recordId: String(possible.record_id),
      delayMs: GUARDIAN_RETARGET_NOTICE_DELAY_MS,
    };
  }
  if (!data.customers_report && !possible && !data.self_search_notified) {
    return { kind: 'self-report', delayMs: SELF_REPORT_NOTICE_DELAY_MS };
  }
  return null;
}
