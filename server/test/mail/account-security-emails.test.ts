import {
  emailChangedToNewEmail,
  emailChangedToPreviousEmail,
  passwordChangedEmail,
  type SupportContact,
} from '../../src/mail/account-security-emails';

// The texts of the notices of a password or e-mail change (issue 55 point 4): what changed and when, that nothing is
// to be done if it was the member, and whom to call if it was not.

const CHANGED_AT = Date.UTC(2027, 0, 2, 15, 30);
const SUPPORT: SupportContact = {
  phone: '(800) 555-0199',
  hours: '7:00am to 7:00pm Pacific, 7 days a week, holiday hours vary',
  email: 'support@beacon.example',
};
const HELP = [
  'If you did not make this change, someone else may be using your account. Contact Beacon Member Care right away ' +
    'and we will help you secure it:',
  'Phone: (800) 555-0199 (7:00am to 7:00pm Pacific, 7 days a week, holiday hours vary)',
  'E-mail: support@beacon.example',
  'Contact Us: https://beacon.example/dashboard/support/contact',
];
const change = {
  firstName: 'Ada',
  changedAt: CHANGED_AT,
  support: SUPPORT,
  siteUrl: 'https://beacon.example',
  previousEmail: 'ada@example.com',
  newEmail: 'augusta@example.com',
};

describe('account security e-mails', () => {
  it('tells the member their password changed, and whom to call if it was not them', () => {
    const mail = passwordChangedEmail({ ...change, to: 'ada@example.com' });
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Your Beacon password was changed');
    expect(mail.body).toBe(
      [
        'Hi Ada,',
        '',
        'The password of your Beacon account (ada@example.com) was changed on Jan 2, 2027 at 3:30 PM UTC. Every ' +
          'other sign-in of your account has been ended.',
        '',
        'If you made this change, there is nothing more to do.',
        '',
        ...HELP,
      ].join('\n'),
    );
  });

  it('tells the old address where the account went', () => {
    const mail = emailChangedToPreviousEmail(change);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('The e-mail address of your Beacon account was changed');
    expect(mail.body).toBe(
      [
        'Hi Ada,',
        '',
        'The e-mail address of your Beacon account was changed from ada@example.com to augusta@example.com on ' +
          'Jan 2, 2027 at 3:30 PM UTC. You now sign in with augusta@example.com, and we write to that address from ' +
          'now on.',
        '',
        'If you made this change, there is nothing more to do.',
        '',
        ...HELP,
      ].join('\n'),
    );
  });

  it('tells the new address that it now signs in to the account', () => {
    const mail = emailChangedToNewEmail(change);
    expect(mail.to).toBe('augusta@example.com');
    expect(mail.subject).toBe('Your Beacon account now uses this e-mail address');
    expect(mail.body).toBe(
      [
        'Hi Ada,',
        '',
        'This address, augusta@example.com, is now the e-mail address of your Beacon account: it was changed from ' +
          'ada@example.com on Jan 2, 2027 at 3:30 PM UTC. You sign in with it from now on.',
        '',
        'If you made this change, there is nothing more to do.',
        '',
        ...HELP,
      ].join('\n'),
    );
  });

  it('leaves out what Member Care has not configured, but always links the Contact Us page', () => {
    const mail = passwordChangedEmail({
      ...change,
      to: 'ada@example.com',
      siteUrl: undefined,
      support: { phone: '(800) 555-0199', hours: null, email: null },
    });
    expect(mail.body.split('\n').slice(-3)).toEqual([
      expect.stringContaining('Contact Beacon Member Care right away'),
      'Phone: (800) 555-0199',
      'Contact Us: /dashboard/support/contact',
    ]);
  });

  it('keeps a name with line breaks on its line', () => {
    const mail = emailChangedToNewEmail({ ...change, firstName: 'Ada\r\nBcc: x@example.com' });
    expect(mail.body.split('\n')[0]).toBe('Hi Ada Bcc: x@example.com,');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
