import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { markup, page, type SafeHtml } from './html';
import { personIdOf, type BrokerSiteSlug } from './listing-id';
import { createSiteData, type SiteData, type SiteFields, type SiteListing, type SiteSlice } from './site-data';
import type { SiteMailer } from './site-mailer';
import { openSiteState, type SiteBehaviour, type SiteRequest, type SiteState } from './site-state';

// What the three stand-in broker sites have in common (issue 59 design, "Every site"): the home page with its search
// form, the results, the listing pages (410 once removed), the control endpoints under /__stand-in/ (advance the
// clock, change the behaviour, read the state), the latency of every page, and the site's own loop: mail it still has
// to send goes out, requests that fell due are processed, and an e-mail-only site reads its mailbox. Each site adds
// its opt-out flow (SiteDefinition.routes) and what it does when a request falls due (SiteDefinition.onDue).

export const DAY_MS = 24 * 60 * 60 * 1000;
const CONTROL_PREFIX = '/__stand-in/';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const MAX_LATENCY_MS = 600_000;
const MAX_ADVANCE_DAYS = 3650;

/** A mail the site received, as its mailbox lists it. */
export interface MailboxMessage {
  messageId: string;
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
}

export type Mailbox = () => Promise<MailboxMessage[]>;

export interface SiteDefinition {
  slug: BrokerSiteSlug;
  name: string;
  optOutPath: string;
  slice: SiteSlice;
  fields: SiteFields;
  /** the address its mail comes from */
  mailFrom: string;
  /** its opt-out flow */
  routes(app: FastifyInstance, site: SiteRuntime): void;
  /** a request fell due (request.dueAt ≤ the site's now): act, and set its next dueAt or null */
  onDue(request: SiteRequest, site: SiteRuntime): void;
  /** an e-mail-only site reads the mail it received; returns how many new letters it took */
  readMail?(messages: MailboxMessage[], site: SiteRuntime): Promise<number>;
}

export interface SiteRuntime {
  readonly definition: SiteDefinition;
  /** http://127.0.0.1:<port>, once listening */
  readonly origin: string;
  readonly data: SiteData;
  readonly state: SiteState;
  now(): number;
  page(title: string, body: SafeHtml): string;
  /** answers with a page of the site */
  respond(reply: FastifyReply, status: number, title: string, body: SafeHtml): FastifyReply;
  /** a fresh reference of the site: `<prefix>-XXXXXX` */
  newReference(prefix: string): string;
  queueMail(mail: { to: string; subject: string; text: string; inReplyTo?: string }): void;
  /** records a status change of a request (and its time, on the site's clock) */
  setStatus(request: SiteRequest, status: SiteRequest['status'], at?: number): void;
  removeListing(listingId: string, reference: string | null, at: number): void;
  isRemoved(listingId: string): boolean;
  /** the site's listing behind a listing id; undefined for an id that is not the site's or not in its slice */
  listing(listingId: string): Promise<SiteListing | undefined>;
  /** the listing id of one of this site's listing URLs (any loopback host, this site's port); undefined otherwise */
  listingIdOfUrl(url: string): string | undefined;
}

export interface RunningSite {
  runtime: SiteRuntime;
  /** reads the mailbox (e-mail sites), processes what fell due, sends the mail waiting */
  poll(): Promise<number>;
  advance(days: number): Promise<{ now: string; processed: number }>;
  setBehaviour(behaviour: Partial<SiteBehaviour>): void;
  close(): Promise<void>;
}

export interface StartSiteOptions {
  db: Kysely<Database>;
  port: number;
  stateDir: string;
  mailer: SiteMailer;
  mailbox?: Mailbox | undefined;
  log: (message: string) => void;
  realNow?: () => number;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function isLoopback(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringField(body: unknown, name: string): string {
  if (!isRecord(body)) return '';
  const value = body[name];
  return typeof value === 'string' ? value.trim() : '';
}

export function locationText(location: { street: string | null; city: string; state: string }): string {
  return [location.street, location.city, location.state].filter(Boolean).join(', ');
}

function listingBody(site: SiteDefinition, listing: SiteListing): SafeHtml {
  const { fields } = site;
  const list = (className: string, heading: string, items: string[]) =>
    markup`<h2>${heading}</h2>
      <ul class="${className}">
        ${items.map((item) => markup`<li>${item}</li>`)}
      </ul>`;
  const addresses = fields.pastAddresses === 'none' ? listing.locations.slice(0, 1) : listing.locations;
  return markup`<article class="listing" data-listing-id="${listing.listingId}">
    <h1 class="listing-name">${listing.fullName}</h1>
    ${
      fields.age === 'age'
        ? markup`<p class="listing-age">Age ${listing.age ?? 'unknown'}</p>`
        : markup`<p class="listing-born">Born ${listing.birthYear}</p>`
    }
    ${list('listing-addresses', 'Addresses', addresses.map(locationText))}
    ${fields.relatives ? list('listing-relatives', 'Relatives', listing.relatives) : null}
    ${fields.phones ? list('listing-phones', 'Phone numbers', listing.phones) : null}
    ${fields.emails ? list('listing-emails', 'E-mail addresses', listing.emails) : null}
    <p><a href="${site.optOutPath}">Remove this listing</a></p>
  </article>`;
}

export async function startSite(definition: SiteDefinition, options: StartSiteOptions): Promise<RunningSite> {
  const state = openSiteState(options.stateDir, definition.slug, options.realNow);
  const data = createSiteData(options.db, definition.slug, definition.slice, definition.fields);
  let origin = '';

  const runtime: SiteRuntime = {
    definition,
    get origin() {
      return origin;
    },
    data,
    state,
    now: () => state.now(),
    page: (title, body) => page(definition, title, body),
    respond: (reply, status, title, body) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(definition, title, body)),
    newReference(prefix) {
      const taken = new Set(state.data.requests.map((request) => request.reference));
      for (;;) {
        let code = '';
        for (let index = 0; index < 6; index += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
        const reference = `${prefix}-${code}`;
        if (!taken.has(reference)) return reference;
      }
    },
    queueMail(mail) {
      state.data.outbox.push({ ...mail, queuedAt: state.now() });
      // sent as soon as the page that queued it has answered (a failure waits for the loop's next pass)
      void serially(flushOutbox);
    },
    setStatus(request, status, at = state.now()) {
      request.status = status;
      request.history.push({ at, status });
    },
    removeListing(listingId, reference, at) {
      if (!state.data.removed.some((entry) => entry.listingId === listingId)) {
        state.data.removed.push({ listingId, at, reference });
      }
    },
    isRemoved: (listingId) => state.data.removed.some((entry) => entry.listingId === listingId),
    async listing(listingId) {
      const personId = personIdOf(definition.slug, listingId);
      return personId === undefined ? undefined : data.listing(personId, state.now());
    },
    listingIdOfUrl(raw) {
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        return undefined;
      }
      const own = new URL(origin);
      const loopbackHost = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
      if (!loopbackHost || url.port !== own.port) return undefined;
      const match = /^\/person\/([^/?#]+)\/?$/.exec(url.pathname);
      const listingId = match?.[1];
      return listingId !== undefined && personIdOf(definition.slug, listingId) !== undefined ? listingId : undefined;
    },
  };

  /** Processes every request that fell due, earliest first (a step may make the next one due at once). */
  function processDue(): number {
    let processed = 0;
    for (;;) {
      const now = state.now();
      const due = state.data.requests
        .filter((request) => request.dueAt !== null && request.dueAt <= now)
        .sort((a, b) => (a.dueAt ?? 0) - (b.dueAt ?? 0))[0];
      if (!due) break;
      const before = due.dueAt;
      definition.onDue(due, runtime);
      // a step that did not move its request on would be taken again and again
      if (due.dueAt !== null && before !== null && due.dueAt <= before) due.dueAt = null;
      processed += 1;
    }
    if (processed) state.save();
    return processed;
  }

  // a failure is reported once, not at every pass of the loop, until the same thing works again
  const failing = new Set<'send' | 'mailbox'>();
  function report(kind: 'send' | 'mailbox', message: string): void {
    if (!failing.has(kind)) options.log(message);
    failing.add(kind);
  }

  async function flushOutbox(): Promise<void> {
    while (state.data.outbox.length) {
      const mail = state.data.outbox[0]!;
      try {
        await options.mailer.send({ from: definition.mailFrom, ...mail });
      } catch (error) {
        report(
          'send',
          `${definition.name} could not send "${mail.subject}" to ${mail.to} (${error instanceof Error ? error.message : String(error)}); it tries again at each poll`,
        );
        return;
      }
      failing.delete('send');
      state.data.outbox.shift();
      state.save();
    }
  }

  async function readMailbox(): Promise<void> {
    if (!definition.readMail || !options.mailbox) return;
    let messages: MailboxMessage[];
    try {
      messages = await options.mailbox();
    } catch (error) {
      report(
        'mailbox',
        `${definition.name} could not read its mailbox (${error instanceof Error ? error.message : String(error)}); it tries again at each poll`,
      );
      return;
    }
    failing.delete('mailbox');
    if ((await definition.readMail(messages, runtime)) > 0) state.save();
  }

  // one pass at a time: the loop's poll and an advance never interleave their reads and writes of the state
  let queue: Promise<unknown> = Promise.resolve();
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  }

  const poll = () =>
    serially(async () => {
      await readMailbox();
      const processed = processDue();
      await flushOutbox();
      return processed;
    });

  const advance = (days: number) =>
    serially(async () => {
      // a letter that arrived just before the clock moves is read at the time it arrived
      await readMailbox();
      state.data.clockOffsetMs += Math.round(days * DAY_MS);
      state.save();
      const processed = processDue();
      await flushOutbox();
      return { now: new Date(state.now()).toISOString(), processed };
    });

  function setBehaviour(behaviour: Partial<SiteBehaviour>): void {
    state.data.behaviour = { ...state.data.behaviour, ...behaviour };
    state.save();
  }

  // a closing site ends its keep-alive connections at once (a client that gave up keeps one open otherwise)
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(CONTROL_PREFIX)) {
      if (!isLoopback(request)) await reply.code(403).send({ error: 'control endpoints answer loopback only' });
      return;
    }
    const { latencyMs } = state.data.behaviour;
    if (latencyMs > 0) await sleep(latencyMs);
  });

  const send = runtime.respond;

  app.get('/', async (_request, reply) =>
    send(
      reply,
      200,
      'Search people',
      markup`<h1>${definition.name}</h1>
        <p>Search public records by name.</p>
        <form id="search" action="/search" method="get">
          <label for="first">First name</label> <input id="first" name="first" required>
          <label for="last">Last name</label> <input id="last" name="last" required>
          <label for="state">State (optional)</label> <input id="state" name="state" maxlength="2">
          <button type="submit">Search</button>
        </form>`,
    ),
  );

  const ageOf = (age: number | null) => (age === null ? null : markup`<span class="result-age">Age ${age}</span>`);

  app.get('/search', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const search = {
      first: stringField(query, 'first'),
      last: stringField(query, 'last'),
      state: stringField(query, 'state'),
    };
    processDue();
    const removed = new Set(state.data.removed.map((entry) => entry.listingId));
    const results = await data.search(search, state.now(), removed);
    const title = `${search.first} ${search.last}`.trim() || 'Search';
    return send(
      reply,
      200,
      title,
      results.length
        ? markup`<h1>Records for ${title}</h1>
            <ul id="results">
              ${results.map(
                (result) =>
                  markup`<li class="result"><a class="result-link" href="/person/${result.listingId}">${result.fullName}</a> ${ageOf(result.age)} <span class="result-location">${result.city}, ${result.state}</span></li>`,
              )}
            </ul>`
        : markup`<h1>Records for ${title}</h1>
            <p id="no-results">No records found.</p>`,
    );
  });

  app.get('/person/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    processDue();
    const listing = await runtime.listing(id);
    if (!listing) {
      return send(reply, 404, 'Not found', markup`<p class="not-found">There is no record at this address.</p>`);
    }
    if (runtime.isRemoved(listing.listingId)) {
      return send(
        reply,
        410,
        'Record removed',
        markup`<p class="listing-removed">This record has been removed at the person's request.</p>`,
      );
    }
    return send(reply, 200, listing.fullName, listingBody(definition, listing));
  });

  app.post('/__stand-in/advance', async (request, reply) => {
    const days = isRecord(request.body) ? request.body['days'] : undefined;
    if (typeof days !== 'number' || !Number.isFinite(days) || days < 0 || days > MAX_ADVANCE_DAYS) {
      return reply.code(400).send({ error: `days must be a number from 0 to ${MAX_ADVANCE_DAYS}` });
    }
    return advance(days);
  });

  app.post('/__stand-in/behaviour', async (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const behaviour: Partial<SiteBehaviour> = {};
    if (body['formVersion'] !== undefined) {
      if (body['formVersion'] !== 'current' && body['formVersion'] !== 'changed') {
        return reply.code(400).send({ error: 'formVersion must be "current" or "changed"' });
      }
      behaviour.formVersion = body['formVersion'];
    }
    if (body['latencyMs'] !== undefined) {
      const latency = body['latencyMs'];
      if (typeof latency !== 'number' || !Number.isInteger(latency) || latency < 0 || latency > MAX_LATENCY_MS) {
        return reply.code(400).send({ error: `latencyMs must be a whole number from 0 to ${MAX_LATENCY_MS}` });
      }
      behaviour.latencyMs = latency;
    }
    setBehaviour(behaviour);
    return { behaviour: state.data.behaviour };
  });

  app.get('/__stand-in/state', async () => ({
    site: definition.slug,
    now: new Date(state.now()).toISOString(),
    behaviour: state.data.behaviour,
    requests: state.data.requests.map(({ token: _token, ...request }) => request),
    removed: state.data.removed,
    outbox: state.data.outbox.length,
  }));

  definition.routes(app, runtime);

  await app.listen({ port: options.port, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  return {
    runtime,
    poll,
    advance,
    setBehaviour,
    async close() {
      await queue;
      await app.close();
    },
  };
}
