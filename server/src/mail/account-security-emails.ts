import type { OutgoingEmail } from '../repositories/email-outbox-repository';

import { formatMoment, greeting, siteLink } from './mail-formats';

// The e-mails that tell a member their sign-in details changed (issue 55 point 4, OWASP ASVS V6): a password change,
// and an e-mail change, told to the old address and to the new one. Whoever made the change, the member hears of it
// where they will read it, and learns whom to call if it was not them. Composed from plain values with nothing read
// or sent here; never a password, a token or a link that acts on the account.

/** The host's Contact Us page (@beacon/platform's `paths.contact`). */
export const CONTACT_US_PATH = '/dashboard/support/contact';

/** Member Care as the meta values `support.*` give it (spec §1); whatever is missing is left out. */
export interface SupportContact {
  phone: string | null;
  hours: string | null;
  email: string | null;
}

interface Notice {
  /** the member's first name before the change */
  firstName: string;
  /** when the change was made, in milliseconds */
  changedAt: number;
  support: SupportContact;
  /** the site's public origin (config.mail.publicSiteUrl): links are absolute with it, paths on the site without */
  siteUrl?: string;
}

export interface PasswordChangedEmailInput extends Notice {
  to: string;
}

export interface EmailChangedEmailInput extends Notice {
  previousEmail: string;
  newEmail: string;
}

/** What to do when the member did not make the change: call, write, or use the Contact Us page. */
function helpLines(notice: Notice): string[] {
  const { phone, hours, email } = notice.support;
  return [
    'If you did not make this change, someone else may be using your account. Contact Beacon Member Care right ' +
      'away and we will help you secure it:',
    ...(phone ? [`Phone: ${phone}${hours ? ` (${hours})` : ''}`] : []),
    ...(email ? [`E-mail: ${email}`] : []),
    `Contact Us: ${siteLink(notice.siteUrl, CONTACT_US_PATH)}`,
  ];
}

export function passwordChangedEmail(input: PasswordChangedEmailInput): OutgoingEmail {
  return {
    to: input.to,
    subject: 'Your Beacon password was changed',
    body: [
      greeting(input.firstName),
      '',
      `The password of your Beacon account (${input.to}) was changed on ${formatMoment(input.changedAt)}. ` +
        'Every other sign-in of your account has been ended.',
      '',
      'If you made this change, there is nothing more to do.',
      '',
      ...helpLines(input),
    ].join('\n'),
  };
}

/** Told to the address the account had: it may be the only one its owner still reads. */
export function emailChangedToPreviousEmail(input: EmailChangedEmailInput): OutgoingEmail {
  return {
    to: input.previousEmail,
    subject: 'The e-mail address of your Beacon account was changed',
    body: [
      greeting(input.firstName),
      '',
      `The e-mail address of your Beacon account was changed from ${input.previousEmail} to ${input.newEmail} on ` +
        `${formatMoment(input.changedAt)}. You now sign in with ${input.newEmail}, and we write to that address ` +
        'from now on.',
      '',
      'If you made this change, there is nothing more to do.',
      '',
      ...helpLines(input),
    ].join('\n'),
  };
}

/** Told to the new address: it now signs in to the account. */
export function emailChangedToNewEmail(input: EmailChangedEmailInput): OutgoingEmail {
  return {
    to: input.newEmail,
    subject: 'Your Beacon account now uses this e-mail address',
    body: [
      greeting(input.firstName),
      '',
      `This address, ${input.newEmail}, is now the e-mail address of your Beacon account: it was changed from ` +
        `${input.previousEmail} on ${formatMoment(input.changedAt)}. You sign in with it from now on.`,
      '',
      'If you made this change, there is nothing more to do.',
      '',
      ...helpLines(input),
    ].join('\n'),
  };
}
