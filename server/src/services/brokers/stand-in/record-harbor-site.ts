import { markup } from './html';
import { DAY_MS, type MailboxMessage, type SiteDefinition, type SiteRuntime } from './site-server';
import type { LetterAnswer, SiteRequest } from './site-state';

// RecordHarbor, the stand-in of a site whose only opt-out is an e-mail to its privacy address (issue 59 design,
// "RecordHarbor"). It reads the letters sent to privacy@recordharbor.test from its mailbox and answers 2 site days
// after one arrived, to the letter's Reply-To (else its From), as a reply to it: a letter naming one of its listing
// URLs is acknowledged with a reference and the listing deleted 5 site days later (a second mail says so); a listing
// URL it does not have is answered "not found"; a letter without one is asked for the listing's address.

export const RECORD_HARBOR_PRIVACY_ADDRESS = 'privacy@recordharbor.test';
const ANSWER_DAYS = 2;
const DELETION_DAYS = 5;
const URL_PATTERN = /https?:\/\/[^\s<>"'()[\]]+/g;

/** The bare address of "Name <address>" or "address" (its case kept: a reply address's local part is the sender's). */
function addressOf(value: string): string {
  const bracketed = /<([^>]+)>/.exec(value);
  return (bracketed?.[1] ?? value).trim();
}

/** The listing URLs a letter names (addresses of a /person/ page), trailing punctuation left off. */
function listingUrls(text: string): string[] {
  return (text.match(URL_PATTERN) ?? [])
    .map((url) => url.replace(/[.,;:!?]+$/, ''))
    .filter((url) => {
      try {
        return new URL(url).pathname.startsWith('/person/');
      } catch {
        return false;
      }
    });
}

async function answerOf(
  site: SiteRuntime,
  text: string,
): Promise<{ answer: LetterAnswer; url: string | null; listingId: string | null }> {
  const urls = listingUrls(text);
  for (const url of urls) {
    const listingId = site.listingIdOfUrl(url);
    if (listingId !== undefined && (await site.listing(listingId))) return { answer: 'acknowledge', url, listingId };
  }
  const [first] = urls;
  return first === undefined
    ? { answer: 'needs_action', url: null, listingId: null }
    : { answer: 'not_found', url: first, listingId: null };
}

function reply(site: SiteRuntime, request: SiteRequest, text: string): void {
  const subject = request.letter?.subject ?? '';
  site.queueMail({
    to: request.email,
    subject: /^re:/i.test(subject) ? subject : `Re: ${subject}`,
    text,
    ...(request.letter ? { inReplyTo: request.letter.messageId } : {}),
  });
}

export const recordHarborSite: SiteDefinition = {
  slug: 'recordharbor',
  name: 'RecordHarbor',
  optOutPath: '/privacy',
  slice: 'born_before_2008',
  fields: {
    age: 'birth_year',
    currentStreet: true,
    pastAddresses: 'street',
    phones: true,
    relatives: false,
    emails: false,
  },
  mailFrom: `RecordHarbor Privacy <${RECORD_HARBOR_PRIVACY_ADDRESS}>`,

  routes(app, site) {
    app.get('/privacy', async (_request, reply) =>
      site.respond(
        reply,
        200,
        'Privacy',
        markup`<h1>Your privacy at RecordHarbor</h1>
          <p class="privacy-contact">To have a record deleted, write to <a href="mailto:${RECORD_HARBOR_PRIVACY_ADDRESS}">${RECORD_HARBOR_PRIVACY_ADDRESS}</a> with the address of the listing page. We answer every request by e-mail.</p>`,
      ),
    );
  },

  async readMail(messages: MailboxMessage[], site) {
    const handled = new Set(site.state.data.handledMail);
    let taken = 0;
    for (const message of messages) {
      if (!message.to.some((to) => addressOf(to).toLowerCase() === RECORD_HARBOR_PRIVACY_ADDRESS)) continue;
      if (handled.has(message.messageId)) continue;
      handled.add(message.messageId);
      site.state.data.handledMail.push(message.messageId);
      const now = site.now();
      const { answer, url, listingId } = await answerOf(site, message.text);
      site.state.data.requests.push({
        reference: null,
        listingId,
        listingUrl: url,
        email: addressOf(message.replyTo ?? message.from),
        status: 'letter_received',
        createdAt: now,
        dueAt: now + ANSWER_DAYS * DAY_MS,
        letter: { messageId: message.messageId, subject: message.subject, answer },
        history: [{ at: now, status: 'letter_received' }],
      });
      taken += 1;
    }
    return taken;
  },

  onDue(request, site) {
    const at = request.dueAt ?? site.now();
    if (request.status === 'letter_received') {
      const answer = request.letter?.answer ?? 'needs_action';
      if (answer === 'acknowledge' && request.listingUrl) {
        request.reference = site.newReference('RH');
        site.setStatus(request, 'acknowledged', at);
        reply(
          site,
          request,
          `We received your deletion request. Our reference is ${request.reference}. We will delete the record at ${request.listingUrl} within ${DELETION_DAYS} days.`,
        );
        request.dueAt = at + DELETION_DAYS * DAY_MS;
        return;
      }
      if (answer === 'not_found' && request.listingUrl) {
        site.setStatus(request, 'not_found', at);
        reply(site, request, `We could not find a record at ${request.listingUrl}.`);
      } else {
        site.setStatus(request, 'needs_action', at);
        reply(
          site,
          request,
          'To process your request we need the address of the listing you want deleted. Please reply with it.',
        );
      }
    } else if (request.status === 'acknowledged' && request.listingId) {
      site.removeListing(request.listingId, request.reference, at);
      site.setStatus(request, 'removed', at);
      reply(site, request, `The record at ${request.listingUrl ?? ''} has been deleted.`);
    }
    request.dueAt = null;
  },
};
