import { REFUND_WINDOW_DAYS } from '@beacon/validation';

import { STATEMENT_DESCRIPTOR } from '../domain/statement-descriptor';
import type { OutgoingEmail } from '../repositories/email-outbox-repository';

import { cardLabel, formatDay, formatDollars, greeting, oneLine, siteLink } from './mail-formats';

// The e-mails billing sends (issue 54, "Billing a member can trust"), composed from plain values with nothing read or
// sent here: the billing service queues them in the outbox. Each says what happened, what it cost, on which card, and
// how to undo it, so a member never has to guess why a charge is on their statement.

export { STATEMENT_DESCRIPTOR };

/** Where a member cancels a subscription (the account remote's Membership Settings). */
export const SUBSCRIPTIONS_PATH = '/dashboard/account/subscriptions';
/** Where a member asks for a refund of an unused one-time item (the account remote's Order History). */
export const ORDER_HISTORY_PATH = '/dashboard/account/my-orders';
/** Days after its purchase an unused one-time item can be refunded (the contract's figure). */
export { REFUND_WINDOW_DAYS };
/** Days before a renewal its reminder is sent. */
export const RENEWAL_REMINDER_DAYS_BEFORE = 7;

interface Recipient {
  to: string;
  firstName: string;
  /** the site's public origin (config.mail.publicSiteUrl): links are absolute with it, paths on the site without */
  siteUrl?: string;
}

export type ReceiptEmailInput = Recipient & {
  orderId: number | string;
  itemName: string;
  quantity: number;
  amountCents: number;
  cardBrand: string;
  cardLast4: string;
  /** when the card was charged, in milliseconds */
  chargedAt: number;
} & (
    | { kind: 'one_time'; renewsOn?: undefined; renewalText?: undefined }
    | {
        kind: 'subscription';
        /** the next renewal, 'YYYY-MM-DD' */
        renewsOn: string;
        /** the plan's price and period, e.g. '$9.99 a month' */
        renewalText: string;
      }
  );

export interface RenewalReminderEmailInput extends Recipient {
  planName: string;
  amountCents: number;
  /** 'YYYY-MM-DD' */
  renewsOn: string;
  /** e.g. '$9.99 a month' */
  renewalText: string;
}

export interface RefundEmailInput extends Recipient {
  orderId: number | string;
  itemName: string;
  amountCents: number;
  cardBrand: string;
  cardLast4: string;
}

export function receiptEmail(input: ReceiptEmailInput): OutgoingEmail {
  const item = input.quantity > 1 ? `${input.itemName} × ${input.quantity}` : input.itemName;
  const card = cardLabel(input.cardBrand, input.cardLast4);
  const undo =
    input.kind === 'subscription'
      ? [
          `${input.itemName} is a subscription at ${input.renewalText}. It renews on ${formatDay(input.renewsOn)}, ` +
            'and keeps renewing until you cancel.',
          '',
          `You can cancel any time in Membership Settings: ${link(input, SUBSCRIPTIONS_PATH)}`,
          'After you cancel, nothing more is charged and you keep access to the end of the period you have paid for.',
        ]
      : [
          'This was a one-time purchase: nothing renews, and you will not be charged for it again.',
          '',
          `If you have not used it, you can ask for a refund within ${REFUND_WINDOW_DAYS} days from Order History: ` +
            link(input, ORDER_HISTORY_PATH),
        ];
  return {
    to: input.to,
    subject: oneLine(`Your Beacon receipt for ${input.itemName} (order #${input.orderId})`),
    body: [
      greeting(input.firstName),
      '',
      'Thank you for your order. Here is your receipt.',
      '',
      `Order: #${input.orderId}`,
      `Item: ${item}`,
      `Amount: ${formatDollars(input.amountCents)}`,
      `Paid with: ${card}`,
      `Date: ${formatDay(input.chargedAt)}`,
      '',
      `The charge shows on your card statement as ${STATEMENT_DESCRIPTOR}.`,
      '',
      ...undo,
    ].join('\n'),
  };
}

export function renewalReminderEmail(input: RenewalReminderEmailInput): OutgoingEmail {
  const renewsOn = formatDay(input.renewsOn);
  return {
    to: input.to,
    subject: oneLine(`Your Beacon ${input.planName} subscription renews on ${renewsOn}`),
    body: [
      greeting(input.firstName),
      '',
      `Your ${input.planName} subscription (${input.renewalText}) renews on ${renewsOn}. That day, ` +
        `${formatDollars(input.amountCents)} will be charged to your card on file. It will show on your card ` +
        `statement as ${STATEMENT_DESCRIPTOR}.`,
      '',
      'If you want to keep it, there is nothing to do.',
      '',
      `If you do not, cancel before ${renewsOn} in Membership Settings: ${link(input, SUBSCRIPTIONS_PATH)}`,
      `You will not be charged again, and you keep access until ${renewsOn}.`,
    ].join('\n'),
  };
}

export function refundEmail(input: RefundEmailInput): OutgoingEmail {
  return {
    to: input.to,
    subject: oneLine(`Your Beacon refund for ${input.itemName} (order #${input.orderId})`),
    body: [
      greeting(input.firstName),
      '',
      `We have refunded ${formatDollars(input.amountCents)} for ${input.itemName} (order #${input.orderId}) to your ` +
        `${cardLabel(input.cardBrand, input.cardLast4)}.`,
      '',
      `It shows on your card statement as a refund from ${STATEMENT_DESCRIPTOR}, usually within 5 to 10 business ` +
        'days, depending on your bank.',
    ].join('\n'),
  };
}

function link(recipient: Recipient, path: string): string {
  return siteLink(recipient.siteUrl, path);
}
