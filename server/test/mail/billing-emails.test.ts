import { receiptEmail, refundEmail, renewalReminderEmail, STATEMENT_DESCRIPTOR } from '../../src/mail/billing-emails';

// The texts of billing's e-mails (issue 54): what was bought or refunded, for how much, on which card, under which
// statement name, and how to cancel or get money back.

const CHARGED_AT = Date.UTC(2027, 0, 2, 15, 30);

const oneTime = {
  to: 'ada@example.com',
  firstName: 'Ada',
  orderId: 1234,
  itemName: 'Premium Person Report',
  quantity: 1,
  amountCents: 1999,
  cardBrand: 'visa',
  cardLast4: '4242',
  chargedAt: CHARGED_AT,
  kind: 'one_time' as const,
};

const subscription = {
  ...oneTime,
  orderId: 1235,
  itemName: 'Guardian',
  amountCents: 999,
  cardBrand: 'mastercard',
  cardLast4: '4444',
  kind: 'subscription' as const,
  renewsOn: '2027-02-02',
  renewalText: '$9.99 a month',
};

describe('billing e-mails', () => {
  it('names the statement descriptor the charges carry', () => {
    expect(STATEMENT_DESCRIPTOR).toBe('BEACON MEMBER');
  });

  describe('the receipt of a one-time item', () => {
    const mail = receiptEmail(oneTime);

    it('is addressed to the member, with the order in its subject', () => {
      expect(mail.to).toBe('ada@example.com');
      expect(mail.subject).toBe('Your Beacon receipt for Premium Person Report (order #1234)');
    });

    it('says what was bought, for how much, on which card, when, and under which statement name', () => {
      expect(mail.body).toBe(
        [
          'Hi Ada,',
          '',
          'Thank you for your order. Here is your receipt.',
          '',
          'Order: #1234',
          'Item: Premium Person Report',
          'Amount: $19.99',
          'Paid with: Visa ending in 4242',
          'Date: Jan 2, 2027',
          '',
          'The charge shows on your card statement as BEACON MEMBER.',
          '',
          'This was a one-time purchase: nothing renews, and you will not be charged for it again.',
          '',
          'If you have not used it, you can ask for a refund within 14 days from Order History: ' +
            '/dashboard/account/my-orders',
        ].join('\n'),
      );
    });

    it('counts a quantity, and links to the site when its address is given', () => {
      const two = receiptEmail({
        ...oneTime,
        itemName: 'Person Report',
        quantity: 2,
        amountCents: 1998,
        siteUrl: 'https://beacon.example/',
      });
      expect(two.body).toContain('Item: Person Report × 2\nAmount: $19.98\n');
      expect(two.body).toContain('Order History: https://beacon.example/dashboard/account/my-orders');
    });
  });

  describe('the receipt of a subscription', () => {
    const mail = receiptEmail(subscription);

    it('says when it renews, at what price, and how to cancel with access to the end of the paid period', () => {
      expect(mail.subject).toBe('Your Beacon receipt for Guardian (order #1235)');
      expect(mail.body).toContain('Item: Guardian\nAmount: $9.99\nPaid with: Mastercard ending in 4444\n');
      expect(mail.body).toContain('The charge shows on your card statement as BEACON MEMBER.');
      expect(mail.body).toContain(
        [
          'Guardian is a subscription at $9.99 a month. It renews on Feb 2, 2027, and keeps renewing until you cancel.',
          '',
          'You can cancel any time in Membership Settings: /dashboard/account/subscriptions',
          'After you cancel, nothing more is charged and you keep access to the end of the period you have paid for.',
        ].join('\n'),
      );
      expect(mail.body).not.toContain('refund');
      expect(mail.body).not.toContain('nothing renews');
    });
  });

  it('writes the renewal reminder with the date, the amount, and how to cancel before it', () => {
    const mail = renewalReminderEmail({
      to: 'ada@example.com',
      firstName: 'Ada',
      planName: 'Guardian',
      amountCents: 999,
      renewsOn: '2027-02-09',
      renewalText: '$9.99 a month',
      siteUrl: 'https://beacon.example',
    });
    expect(mail).toEqual({
      to: 'ada@example.com',
      subject: 'Your Beacon Guardian subscription renews on Feb 9, 2027',
      body: [
        'Hi Ada,',
        '',
        'Your Guardian subscription ($9.99 a month) renews on Feb 9, 2027. That day, $9.99 will be charged to your ' +
          'card on file. It will show on your card statement as BEACON MEMBER.',
        '',
        'If you want to keep it, there is nothing to do.',
        '',
        'If you do not, cancel before Feb 9, 2027 in Membership Settings: ' +
          'https://beacon.example/dashboard/account/subscriptions',
        'You will not be charged again, and you keep access until Feb 9, 2027.',
      ].join('\n'),
    });
  });

  it('writes the refund with the amount, the item and the card it goes back to', () => {
    const mail = refundEmail({
      to: 'ada@example.com',
      firstName: 'Ada',
      orderId: 1234,
      itemName: 'Premium Person Report',
      amountCents: 1999,
      cardBrand: 'amex',
      cardLast4: '0005',
    });
    expect(mail).toEqual({
      to: 'ada@example.com',
      subject: 'Your Beacon refund for Premium Person Report (order #1234)',
      body: [
        'Hi Ada,',
        '',
        'We have refunded $19.99 for Premium Person Report (order #1234) to your American Express ending in 0005.',
        '',
        'It shows on your card statement as a refund from BEACON MEMBER, usually within 5 to 10 business days, ' +
          'depending on your bank.',
      ].join('\n'),
    });
  });

  it('never writes a full card number, greets a member without a first name, and keeps subjects on one line', () => {
    const mails = [
      receiptEmail({ ...oneTime, cardLast4: '4242424242424242', firstName: '' }),
      receiptEmail({ ...subscription, cardLast4: '5555 5555 5555 4444' }),
      refundEmail({ ...oneTime, cardLast4: '4242424242424242', itemName: 'Report\r\nBcc: x@example.com' }),
    ];
    for (const mail of mails) {
      expect(mail.body).not.toMatch(/\d{5,}/);
      expect(mail.body).not.toMatch(/(\d{4}[ -]?){2,}/);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    expect(mails[0]?.body.startsWith('Hi,\n')).toBe(true);
    expect(mails[0]?.body).toContain('Visa ending in 4242');
  });
});
