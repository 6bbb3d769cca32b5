import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import type { SiteOutcome } from '../domain/guardian/removal-transitions';
import { createGuardianListingsRepository } from '../repositories/guardian-listings-repository';
import type { Capture } from './brokers/broker-adapter';
import { createGuardianBrokersRepository } from '../repositories/guardian-brokers-repository';
import { isBrokerSender, type BrokerSiteRegistry } from './brokers/broker-sites';
import type { GuardianBrokerInquiries } from './guardian-broker-inquiries';
import { possessive, type GuardianRemovalSites } from './guardian-removal-sites';
import { recordRemovalReply, type InboundRemovalMail, type OnRemovalMail } from './inbound-mail/removal-mail-handler';
import { firstSentenceOf, type RemovalReply } from './inbound-mail/removal-reply';

// What a broker's mail to a request's reply address does (issue 59 point 1), in the job process-removal-mail's
// transaction: the mail is read (recorded on its row) and matched to its request by the reference in the address; a
// reply that announces a status moves the request, with the reply as its proof; a confirmation link is opened by its
// own job (a browser is not driven inside a transaction); a receipt or an answer Beacon cannot read is kept with the
// proof and moves nothing. Only mail from the site's own domain moves a request: anyone can write to the address.
// The same holds for a broker Guardian only writes to (a listing the member found there): its e-mailed answer to the
// letter, by e-mail or post, is what moves its request.

const OUTCOMES: Partial<Record<RemovalReply['kind'], SiteOutcome>> = {
  acknowledged: 'acknowledged',
  removed: 'removed',
  not_found: 'not_found',
  needs_action: 'needs_action',
};

function replyCapture(mail: InboundRemovalMail, brokerName: string): Capture {
  const text = [`From: ${mail.sender}`, `Subject: ${mail.subject}`, '', mail.text].join('\n');
  return {
    kind: 'reply',
    mime: 'text/plain',
    content: Buffer.from(text, 'utf8'),
    at: mail.receivedAt,
    caption: `${possessive(brokerName)} e-mail: ${mail.subject}`,
  };
}

export function removalMailHandler(options: {
  domain: string;
  clock: () => number;
  log: FastifyBaseLogger;
  sites: BrokerSiteRegistry;
  removalSites: GuardianRemovalSites;
  sendFollowJob: (trx: Kysely<Database>, payload: { removalId: number; link: string }) => Promise<unknown>;
  /** Guardian's questions to sites it cannot read: their answers come to the same addresses */
  inquiries: Pick<GuardianBrokerInquiries, 'answer'>;
}): OnRemovalMail {
  const { domain, clock, log, sites, removalSites } = options;
  return async (mail, trx) => {
    const reply = await recordRemovalReply(mail, trx, { domain, now: clock() });
    if (!reply.reference) return;
    const listings = createGuardianListingsRepository(trx);
    const removal = await listings.removalByReference(reply.reference);
    const listing = removal ? await listings.listing(Number(removal.listing_id)) : undefined;
    if (!removal || !listing) {
      const answered = await options.inquiries.answer(
        trx,
        reply.reference,
        { sender: mail.sender, subject: mail.subject, text: mail.text, receivedAt: mail.receivedAt, reply },
        { capture: (brokerName) => replyCapture(mail, brokerName), removalSites },
      );
      if (!answered)
        log.info({ mailId: mail.id, kind: reply.kind }, 'removal mail names no known request; kept unread');
      return;
    }
    const broker = (await createGuardianBrokersRepository(trx).list()).find(
      (entry) => entry.slug === listing.broker_slug,
    );
    const name = broker?.name ?? listing.broker_slug;
    const capture = replyCapture(mail, name);
    // a site Guardian reads answers from its own mail domain; a broker it only writes to, from its privacy address's
    // domain or its website's
    const fromSite = sites.adapterFor(listing.broker_slug)
      ? sites.isSiteSender(listing.broker_slug, mail.sender)
      : broker !== undefined && isBrokerSender(broker, mail.sender);
    if (!fromSite) {
      log.warn({ mailId: mail.id, removalId: removal.id }, 'removal mail not from the site; kept, status unchanged');
      await removalSites.applyReply(trx, removal.id, {
        outcome: null,
        cause: `An e-mail about this request came from an address that is not ${possessive(name)}; it changed nothing`,
        capture,
      });
      return;
    }
    if (reply.kind === 'confirmation_link' && reply.link) {
      await removalSites.applyReply(trx, removal.id, {
        outcome: null,
        cause: `${name} e-mailed a link to confirm the request; Guardian opens it`,
        capture,
      });
      await options.sendFollowJob(trx, { removalId: removal.id, link: reply.link });
      return;
    }
    const outcome = OUTCOMES[reply.kind] ?? null;
    const cause = outcome
      ? `${name} replied: "${firstSentenceOf(mail.text)}"`
      : reply.kind === 'receipt'
        ? `${name} e-mailed a receipt of the request${reply.siteReference ? ` (${reply.siteReference})` : ''}`
        : `${name} replied in words Guardian cannot read as a status; the reply is kept here`;
    await removalSites.applyReply(trx, removal.id, {
      outcome,
      cause,
      ...(reply.asks ? { asks: reply.asks } : {}),
      capture,
    });
  };
}
