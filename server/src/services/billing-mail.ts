import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';
import { receiptEmail, refundEmail, renewalReminderEmail } from '../mail/billing-emails';
import type { ChargedOrder, RefundedOrder } from './billing-service';
import type { EmailOutbox } from './email-outbox';
import type { RenewalDue } from './subscription-terms';

// The billing e-mails (issue 54 point 6), written to the outbox: a receipt in the transaction that completes a
// charged order (so a charge never goes without one, and a rolled-back order sends none), a refund notice after the
// gateway refunded, and the renewal reminder in the transaction that records it as sent.

/** "$9.99 a month", "$29.99 every 3 months". */
export function renewalText(cents: number, period: number, interval: string): string {
  const price = `$${(cents / 100).toFixed(2)}`;
  return period === 1 ? `${price} a ${interval}` : `${price} every ${period} ${interval}s`;
}

async function member(db: Kysely<Database> | Transaction<Database>, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['email', 'first_name'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
}

export function createBillingMail(options: { siteUrl: string; outbox: EmailOutbox }) {
  const { siteUrl, outbox } = options;
  return {
    async receipt(trx: Transaction<Database>, charged: ChargedOrder): Promise<void> {
      const { order, offer, card, now } = charged;
      const to = await member(trx, order.account_id);
      const { renewsOn } = charged;
      const common = {
        to: to.email,
        firstName: to.first_name,
        siteUrl,
        orderId: order.id,
        itemName: offer.name,
        quantity: order.quantity,
        amountCents: order.amount_cents,
        cardBrand: card.brand,
        cardLast4: card.last4,
        chargedAt: now,
      };
      const mail =
        renewsOn !== undefined && offer.recurringPeriod !== null && offer.recurringInterval !== null
          ? receiptEmail({
              ...common,
              kind: 'subscription',
              renewsOn,
              renewalText: renewalText(offer.priceCents, offer.recurringPeriod, offer.recurringInterval),
            })
          : receiptEmail({ ...common, kind: 'one_time' });
      await outbox.enqueue(trx, mail, now);
    },

    async refund(db: Kysely<Database>, refunded: RefundedOrder): Promise<void> {
      const { order, offer, card, now } = refunded;
      const to = await member(db, order.account_id);
      const mail = refundEmail({
        to: to.email,
        firstName: to.first_name,
        siteUrl,
        orderId: order.id,
        itemName: offer.name,
        amountCents: order.amount_cents,
        cardBrand: card?.brand ?? 'card',
        cardLast4: card?.last4 ?? '',
      });
      await outbox.enqueue(db, mail, now);
    },

    async renewalReminder(trx: Transaction<Database>, due: RenewalDue, now: number): Promise<void> {
      const mail = renewalReminderEmail({
        to: due.email,
        firstName: due.firstName,
        siteUrl,
        planName: due.planName,
        amountCents: due.amountCents,
        renewsOn: due.nextDate,
        renewalText: renewalText(due.amountCents, due.recurringPeriod, due.recurringInterval),
      });
      await outbox.enqueue(trx, mail, now);
    },
  };
}
