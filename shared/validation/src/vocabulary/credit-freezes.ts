import { CREDIT_BUREAUS } from '../identity-events/identity-event-schema';

// The credit freeze helper (issue 58 point 5): the three nationwide bureaus, where each places a freeze and lifts it
// for a while (a "thaw"), and the states a member records. Vocabulary shared by the plans the server writes (their
// freeze steps link to the same pages) and the helper page.

export { CREDIT_BUREAUS };
export type CreditBureau = (typeof CREDIT_BUREAUS)[number];

export function isCreditBureau(value: unknown): value is CreditBureau {
  return (CREDIT_BUREAUS as readonly unknown[]).includes(value);
}

export interface CreditBureauInfo {
  name: string;
  /** the bureau's own page to place a freeze */
  freezeUrl: string;
  /** where the bureau lifts a freeze for a while (each manages it from its freeze page) */
  thawUrl: string;
  phone: string;
}

export const CREDIT_BUREAU_INFO: Record<CreditBureau, CreditBureauInfo> = {
  equifax: {
    name: 'Equifax',
    freezeUrl: 'https://www.equifax.com/personal/credit-report-services/credit-freeze/',
    thawUrl: 'https://www.equifax.com/personal/credit-report-services/credit-freeze/',
    phone: '1-888-298-0045',
  },
  experian: {
    name: 'Experian',
    freezeUrl: 'https://www.experian.com/freeze/center.html',
    thawUrl: 'https://www.experian.com/freeze/center.html',
    phone: '1-888-397-3742',
  },
  transunion: {
    name: 'TransUnion',
    freezeUrl: 'https://www.transunion.com/credit-freeze',
    thawUrl: 'https://www.transunion.com/credit-freeze',
    phone: '1-888-909-8872',
  },
};

/** not_frozen; frozen (since frozenOn); thawed: lifted for a while (until thawedUntil), frozen again after. */
export const CREDIT_FREEZE_STATUSES = ['not_frozen', 'frozen', 'thawed'] as const;
export type CreditFreezeStatus = (typeof CREDIT_FREEZE_STATUSES)[number];

/** Days before a planned credit application its thaw reminder is e-mailed. */
export const THAW_REMINDER_DAYS_BEFORE = 5;

/** Bureaus' PINs are digits (Equifax 10, Experian and TransUnion 6 to 10); letters are allowed for what may change. */
export const CREDIT_FREEZE_PIN_PATTERN = /^[A-Za-z0-9]{4,20}$/;

/** The key of an alert plan's step that freezes credit at a bureau ("freeze_equifax"). */
export const freezeStepKey = (bureau: CreditBureau) => `freeze_${bureau}` as const;
