import { randomBytes } from 'node:crypto';

import { markup } from './html';
import { DAY_MS, locationText, stringField, type SiteDefinition } from './site-server';

// ClearRecords, the stand-in of a people-search site whose opt-out is a web form confirmed by an e-mailed link
// (issue 59 design, "ClearRecords"): search for the record, pick it, give an e-mail address and tick the box; the
// site mails a confirmation link, and 1 site day after the link is opened the listing is gone (410). Its "changed"
// form renames the e-mail field (contact, "Your e-mail") and the button ("Continue"), as a site's redesign would.

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export const clearRecordsSite: SiteDefinition = {
  slug: 'clearrecords',
  name: 'ClearRecords',
  optOutPath: '/opt-out',
  slice: 'everyone',
  fields: { age: 'age', currentStreet: true, pastAddresses: 'city', phones: true, relatives: true, emails: false },
  mailFrom: 'ClearRecords <no-reply@clearrecords.test>',

  routes(app, site) {
    const send = site.respond;

    const notFound = markup`<p class="not-found">There is no record at this address.</p>`;
    const ageOf = (age: number | null) => (age === null ? null : markup`<span class="opt-out-age">Age ${age}</span>`);
    const removedPage = markup`<p class="listing-removed">This record has been removed at the person's request.</p>`;

    app.get('/opt-out', async (_request, reply) =>
      send(
        reply,
        200,
        'Opt out',
        markup`<h1>Remove your record from ClearRecords</h1>
          <p>Find your record, then ask us to remove it. We confirm every request by e-mail.</p>
          <form id="opt-out-search" action="/opt-out/search" method="get">
            <label for="first">First name</label> <input id="first" name="first" required>
            <label for="last">Last name</label> <input id="last" name="last" required>
            <label for="state">State (optional)</label> <input id="state" name="state" maxlength="2">
            <button type="submit">Find my record</button>
          </form>`,
      ),
    );

    app.get('/opt-out/search', async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const search = {
        first: stringField(query, 'first'),
        last: stringField(query, 'last'),
        state: stringField(query, 'state'),
      };
      const removed = new Set(site.state.data.removed.map((entry) => entry.listingId));
      const results = await site.data.search(search, site.now(), removed);
      return send(
        reply,
        200,
        'Opt out',
        results.length
          ? markup`<h1>Choose the record to remove</h1>
              <ul id="opt-out-results">
                ${results.map(
                  (result) =>
                    markup`<li class="opt-out-result"><span class="opt-out-name">${result.fullName}</span> ${ageOf(result.age)} <span class="opt-out-location">${result.city}, ${result.state}</span> <a class="opt-out-select" href="/opt-out/record/${result.listingId}">Remove this record</a></li>`,
                )}
              </ul>`
          : markup`<h1>Choose the record to remove</h1>
              <p id="no-results">No records found.</p>`,
      );
    });

    function requestForm(listingId: string, error: string | null) {
      const changed = site.state.data.behaviour.formVersion === 'changed';
      const emailField = changed
        ? markup`<label for="contact">Your e-mail</label> <input type="email" name="contact" id="contact" required>`
        : markup`<label for="email">E-mail address</label> <input type="email" name="email" id="email" required>`;
      return markup`${error ? markup`<p class="opt-out-error">${error}</p>` : null}
        <form id="opt-out-request" method="post" action="/opt-out/record/${listingId}">
          ${emailField}
          <input type="checkbox" name="confirm" id="confirm">
          <label for="confirm">I am this person or authorized to act for them</label>
          <button type="submit">${changed ? 'Continue' : 'Send confirmation e-mail'}</button>
        </form>`;
    }

    async function recordPage(listingId: string) {
      const listing = await site.listing(listingId);
      if (!listing) return { status: 404, body: notFound, listing: undefined };
      if (site.isRemoved(listingId)) return { status: 410, body: removedPage, listing: undefined };
      const location = listing.locations[0];
      const where = location
        ? markup`, <span class="opt-out-location">${locationText({ ...location, street: null })}</span>`
        : null;
      return {
        status: 200,
        listing,
        body: markup`<h1>Remove this record</h1>
          <div class="opt-out-record"><span class="opt-out-name">${listing.fullName}</span>${where}</div>`,
      };
    }

    app.get('/opt-out/record/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      const record = await recordPage(id);
      if (!record.listing) return send(reply, record.status, 'Opt out', record.body);
      return send(reply, 200, 'Opt out', markup`${record.body} ${requestForm(id, null)}`);
    });

    app.post('/opt-out/record/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      const record = await recordPage(id);
      if (!record.listing) return send(reply, record.status, 'Opt out', record.body);
      const changed = site.state.data.behaviour.formVersion === 'changed';
      const email = stringField(request.body, changed ? 'contact' : 'email');
      if (!EMAIL.test(email)) {
        return send(reply, 400, 'Opt out', markup`${record.body} ${requestForm(id, 'Enter your e-mail address.')}`);
      }
      if (!stringField(request.body, 'confirm')) {
        return send(
          reply,
          400,
          'Opt out',
          markup`${record.body} ${requestForm(id, 'Tick the box to say you are this person or act for them.')}`,
        );
      }
      const now = site.now();
      const reference = site.newReference('CR');
      const token = randomBytes(24).toString('base64url');
      site.state.data.requests.push({
        reference,
        listingId: id,
        listingUrl: `${site.origin}/person/${id}`,
        email,
        status: 'awaiting_confirmation',
        createdAt: now,
        dueAt: null,
        token,
        history: [{ at: now, status: 'awaiting_confirmation' }],
      });
      site.queueMail({
        to: email,
        subject: 'Confirm your ClearRecords removal',
        text: [
          `We received a request to remove the record of ${record.listing.fullName} from ClearRecords (reference ${reference}).`,
          '',
          'To confirm the removal, open this link:',
          `${site.origin}/opt-out/confirm/${token}`,
          '',
          'If you did not ask for this, ignore this e-mail and the record stays.',
        ].join('\n'),
      });
      site.state.save();
      return send(
        reply,
        200,
        'Check your e-mail',
        markup`<p class="opt-out-sent">We sent a confirmation link to ${email}. Open it to finish your removal.</p>`,
      );
    });

    app.get('/opt-out/confirm/:token', async (request, reply) => {
      const { token } = request.params as { token: string };
      const found = site.state.data.requests.find((candidate) => candidate.token === token);
      if (!found) {
        return send(reply, 404, 'Not found', markup`<p class="not-found">This confirmation link is not valid.</p>`);
      }
      if (found.status === 'awaiting_confirmation') {
        const now = site.now();
        site.setStatus(found, 'confirmed', now);
        found.dueAt = now + DAY_MS;
        site.state.save();
      }
      return send(
        reply,
        200,
        'Removal confirmed',
        markup`<p class="opt-out-confirmed">Your removal request ${found.reference} is confirmed. The record will be removed within 1 day.</p>`,
      );
    });
  },

  onDue(request, site) {
    if (request.status === 'confirmed' && request.listingId) {
      const at = request.dueAt ?? site.now();
      site.removeListing(request.listingId, request.reference, at);
      site.setStatus(request, 'removed', at);
    }
    request.dueAt = null;
  },
};
