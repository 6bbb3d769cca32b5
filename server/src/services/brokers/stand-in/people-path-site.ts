import { randomBytes } from 'node:crypto';

import { markup, type SafeHtml } from './html';
import { DAY_MS, stringField, type SiteDefinition, type SiteRuntime } from './site-server';

// PeoplePath, the stand-in of a site whose opt-out is a multi-step form that asks for the listing's URL (issue 59
// design, "PeoplePath"): step 1 takes the URL (an address it has no listing at is refused), step 2 the requester's
// name, e-mail and consent, step 3 gives the reference and e-mails a receipt; the listing is gone 3 site days later.
// Its "changed" form first asks for a reason on a page of its own (optout-step-0), before the URL.

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const REMOVAL_DAYS = 3;
const REASONS = ['My information is wrong', 'I want my privacy', 'I am at risk', 'Other'];

function stepOne(site: SiteRuntime, options: { error: string | null; reason: string | null }): SafeHtml {
  return markup`<h1>Remove your listing from PeoplePath</h1>
    ${options.error ? markup`<p class="optout-error">${options.error}</p>` : null}
    <form id="optout-step-1" method="post" action="/optout/step-1">
      ${options.reason ? markup`<input type="hidden" name="reason" value="${options.reason}">` : null}
      <label for="listingUrl">Listing URL</label> <input name="listingUrl" id="listingUrl" required>
      <button>Next</button>
    </form>
    <p>Copy the address of your listing page on PeoplePath (it starts with ${site.origin}/person/).</p>`;
}

function stepZero(error: string | null): SafeHtml {
  return markup`<h1>Remove your listing from PeoplePath</h1>
    ${error ? markup`<p class="optout-error">${error}</p>` : null}
    <form id="optout-step-0" method="post" action="/optout/step-0">
      <label for="reason">Why do you want your listing removed?</label>
      <select name="reason" id="reason" required>
        <option value="">Choose a reason</option>
        ${REASONS.map((reason) => markup`<option value="${reason}">${reason}</option>`)}
      </select>
      <button>Next</button>
    </form>`;
}

function stepTwo(record: SafeHtml, session: string, error: string | null): SafeHtml {
  return markup`<h1>Your details</h1>
    ${record} ${error ? markup`<p class="optout-error">${error}</p>` : null}
    <form id="optout-step-2" method="post" action="/optout/step-2">
      <input type="hidden" name="session" value="${session}">
      <label for="fullName">Your full name</label> <input name="fullName" id="fullName" required>
      <label for="email">E-mail address</label> <input type="email" name="email" id="email" required>
      <input type="checkbox" name="consent" id="consent">
      <label for="consent">I ask PeoplePath to remove this listing</label>
      <button>Submit request</button>
    </form>`;
}

export const peoplePathSite: SiteDefinition = {
  slug: 'peoplepath',
  name: 'PeoplePath',
  optOutPath: '/optout',
  slice: 'current_address',
  fields: { age: 'age', currentStreet: false, pastAddresses: 'none', phones: false, relatives: true, emails: true },
  mailFrom: 'PeoplePath <no-reply@peoplepath.test>',

  routes(app, site) {
    const send = site.respond;
    const changed = () => site.state.data.behaviour.formVersion === 'changed';

    async function recordOf(listingId: string): Promise<SafeHtml | undefined> {
      const listing = await site.listing(listingId);
      if (!listing || site.isRemoved(listingId)) return undefined;
      const location = listing.locations[0];
      const where = location ? `, ${location.city}, ${location.state}` : '';
      return markup`<div class="optout-record">${listing.fullName}${where}</div>`;
    }

    app.get('/optout', async (_request, reply) =>
      send(reply, 200, 'Opt out', changed() ? stepZero(null) : stepOne(site, { error: null, reason: null })),
    );

    app.post('/optout/step-0', async (request, reply) => {
      const reason = stringField(request.body, 'reason');
      if (!REASONS.includes(reason)) return send(reply, 400, 'Opt out', stepZero('Choose a reason.'));
      return send(reply, 200, 'Opt out', stepOne(site, { error: null, reason }));
    });

    app.post('/optout/step-1', async (request, reply) => {
      const reason = stringField(request.body, 'reason');
      // the changed form asks for the reason first: a request without one starts over there
      if (changed() && !REASONS.includes(reason)) return send(reply, 400, 'Opt out', stepZero('Choose a reason.'));
      const listingUrl = stringField(request.body, 'listingUrl');
      const listingId = site.listingIdOfUrl(listingUrl);
      const record = listingId === undefined ? undefined : await recordOf(listingId);
      if (listingId === undefined || !record) {
        return send(
          reply,
          200,
          'Opt out',
          stepOne(site, { error: 'We could not find a listing at that address.', reason: reason || null }),
        );
      }
      const session = randomBytes(16).toString('base64url');
      site.state.data.sessions.push({ id: session, listingId, listingUrl, createdAt: site.now() });
      site.state.save();
      return send(reply, 200, 'Opt out', stepTwo(record, session, null));
    });

    app.post('/optout/step-2', async (request, reply) => {
      const sessionId = stringField(request.body, 'session');
      const session = site.state.data.sessions.find((candidate) => candidate.id === sessionId);
      const record = session ? await recordOf(session.listingId) : undefined;
      if (!session || !record) {
        return send(
          reply,
          400,
          'Opt out',
          stepOne(site, { error: 'Your request expired. Enter the listing URL again.', reason: null }),
        );
      }
      const fullName = stringField(request.body, 'fullName');
      const email = stringField(request.body, 'email');
      const problem = !fullName
        ? 'Enter your full name.'
        : !EMAIL.test(email)
          ? 'Enter your e-mail address.'
          : !stringField(request.body, 'consent')
            ? 'Tick the box to ask us to remove the listing.'
            : null;
      if (problem) return send(reply, 400, 'Opt out', stepTwo(record, session.id, problem));

      const now = site.now();
      const reference = site.newReference('PP');
      site.state.data.sessions = site.state.data.sessions.filter((candidate) => candidate.id !== session.id);
      site.state.data.requests.push({
        reference,
        listingId: session.listingId,
        listingUrl: session.listingUrl,
        email,
        status: 'received',
        createdAt: now,
        dueAt: now + REMOVAL_DAYS * DAY_MS,
        history: [{ at: now, status: 'received' }],
      });
      site.queueMail({
        to: email,
        subject: `Your PeoplePath removal request ${reference}`,
        text: [
          `Dear ${fullName},`,
          '',
          `We received your request to remove the listing at ${session.listingUrl}.`,
          `Your reference is ${reference}. The listing will be removed within ${REMOVAL_DAYS} days.`,
        ].join('\n'),
      });
      site.state.save();
      return send(
        reply,
        200,
        'Request received',
        markup`<p class="optout-done">Request received. Reference <strong class="optout-reference">${reference}</strong>. The listing will be removed within ${REMOVAL_DAYS} days.</p>`,
      );
    });
  },

  onDue(request, site) {
    if (request.status === 'received' && request.listingId) {
      const at = request.dueAt ?? site.now();
      site.removeListing(request.listingId, request.reference, at);
      site.setStatus(request, 'removed', at);
    }
    request.dueAt = null;
  },
};
