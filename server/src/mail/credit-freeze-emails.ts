import { CREDIT_BUREAU_INFO, type CreditBureau } from '@beacon/validation';

import type { OutgoingEmail } from '../repositories/email-outbox-repository';

import { formatDay, greeting, oneLine, siteLink } from './mail-formats';

// The thaw reminder of the credit freeze helper (issue 58 point 5), composed from plain values with nothing read or
// sent here: the credit-freeze-reminders job queues it in the outbox. It names the bureaus to lift and where, and
// never carries a PIN: the member reads those in the helper, behind their sign-in.

/** The credit freeze helper (the monitoring remote's route creditFreeze). */
export const CREDIT_FREEZE_PATH = '/dashboard/credit-freeze';

export interface ThawReminderEmailInput {
  to: string;
  firstName: string;
  siteUrl?: string;
  /** 'YYYY-MM-DD' */
  plannedOn: string;
  /** the bureaus the member recorded as frozen; empty: the member recorded none, all three are named */
  frozenAt: readonly CreditBureau[];
}

export function thawReminderEmail(input: ThawReminderEmailInput): OutgoingEmail {
  const on = formatDay(input.plannedOn);
  const bureaus: readonly CreditBureau[] = input.frozenAt.length
    ? input.frozenAt
    : (['equifax', 'experian', 'transunion'] as const);
  return {
    to: input.to,
    subject: oneLine(`Lift your credit freeze before your credit application on ${on}`),
    body: [
      greeting(input.firstName),
      '',
      `You told us you plan to apply for credit on ${on}. A lender cannot see a frozen credit report, so lift your ` +
        'freeze for a few days around that date (a "temporary lift" or "thaw"). It is free, and the freeze comes back ' +
        'by itself when the lift ends.',
      '',
      ...bureaus.map((bureau) => `${CREDIT_BUREAU_INFO[bureau].name}: ${CREDIT_BUREAU_INFO[bureau].thawUrl}`),
      '',
      `Your freeze PINs and the status of each freeze are in the credit freeze helper: ${siteLink(input.siteUrl, CREDIT_FREEZE_PATH)}`,
    ].join('\n'),
  };
}
