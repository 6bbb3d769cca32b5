import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  checkPayload,
  IDENTITY_EVENT_TYPES,
  IDENTITY_SIGNATURE_HEADER,
  isIdentityEventType,
  identityScenarioRequestSchema,
  identitySubscriberEnrollmentSchema,
  type IdentityEvent,
  type IdentityEventType,
  type IdentityScenario,
  type IdentityScenarioRequest,
  type IdentitySubscriberEnrollment,
} from '@beacon/validation';

import { signIdentityEvent } from './webhook-signature';

// A local stand-in of the identity-monitoring provider (issue 58; never for production), speaking its protocol as
// Beacon's adapter and webhook do: `POST /v1/subscribers` with a bearer API key enrolls a reference, and
// `POST /v1/scenarios { reference, scenario }` (the stand-in's own control endpoint, for tests, `pnpm start` and
// `identity:scenario`) sends that subscriber a scenario's events, signed, to the configured webhook URL, retrying a
// delivery that gets no 2xx with backoff, as a provider does. The demo scenario is one event of each type. An event's
// id is derived from the reference, the scenario and its type, so sending a scenario twice delivers the same events
// and Beacon keeps them once. Every event's data is plainly made up: example streets, 555-01xx phone numbers, courts
// and creditors named as examples.

export interface StandInDelivery {
  eventId: string;
  type: IdentityEventType;
  /** the webhook's status at the last try (0: no answer) */
  status: number;
  attempts: number;
}

export interface IdentityProviderStandIn {
  url: string;
  port: number;
  /** the references enrolled (for tests) */
  subscribers: Set<string>;
  /** every delivery made, in order (for tests) */
  deliveries: StandInDelivery[];
  close(): Promise<void>;
}

export interface IdentityProviderStandInOptions {
  port?: number;
  /** the bearer key its API takes; any key when absent */
  apiKey?: string;
  /** where events are POSTed: Beacon's /v1/webhooks/identity-events (a function when known only later: tests) */
  webhookUrl: string | (() => string);
  webhookSecret: string;
  /** tries per event, and the wait before the second (doubled after); defaults 5 and 500 ms */
  delivery?: { attempts: number; delayMs: number };
  /** the stand-in's clock in ms (tests move it) */
  clock?: () => number;
}

interface Reply {
  status: number;
  body: unknown;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A deterministic event id: the same reference, scenario and type always make the same event. */
export function standInEventId(reference: string, scenario: IdentityScenario, type: IdentityEventType): string {
  return `evt_${createHash('sha256').update(`${reference}:${scenario}:${type}`).digest('hex').slice(0, 24)}`;
}

const day = (now: number, daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** The stand-in data of one event of `type` (nothing in it is anyone's). */
function standInEvent(
  reference: string,
  scenario: IdentityScenario,
  type: IdentityEventType,
  now: number,
): IdentityEvent {
  const envelope = {
    id: standInEventId(reference, scenario, type),
    created: Math.floor(now / 1000),
    subscriber: { reference },
  };
  switch (type) {
    case 'ssn_trace.new_name':
      return {
        ...envelope,
        type,
        data: {
          name: { first: 'Jordan', last: 'Example' },
          address: { street: '100 Example Street', city: 'Springfield', state: 'IL', zip: '62701' },
          reported_on: day(now, 6),
        },
      };
    case 'address.change':
      return {
        ...envelope,
        type,
        data: {
          old_address: { street: '200 Sample Avenue', city: 'Springfield', state: 'IL', zip: '62702' },
          new_address: { street: '300 Placeholder Road', city: 'Anytown', state: 'OH', zip: '43001' },
          changed_on: day(now, 3),
        },
      };
    case 'court_record.new':
      return {
        ...envelope,
        type,
        data: {
          court: 'Example County Circuit Court (stand-in)',
          case_number: 'EX-2026-000123',
          offense: 'Example offense: failure to appear (stand-in record)',
          filed_on: day(now, 10),
        },
      };
    case 'payday_loan.application':
      return {
        ...envelope,
        type,
        data: {
          lender: 'Example Payday Lender (stand-in)',
          lender_phone: '555-0142',
          amount: 50_000,
          currency: 'usd',
          applied_on: day(now, 15),
        },
      };
    case 'credit.inquiry':
      return {
        ...envelope,
        type,
        data: { creditor: 'Example Bank (stand-in)', bureau: 'experian', inquired_on: day(now, 1) },
      };
  }
}

/** The events of a scenario for a subscriber. */
export function scenarioEvents(reference: string, scenario: IdentityScenario, now: number): IdentityEvent[] {
  const types: readonly IdentityEventType[] = scenario === 'demo' ? IDENTITY_EVENT_TYPES : [scenario];
  return types.map((type) => standInEvent(reference, scenario, type, now));
}

export async function startIdentityProviderStandIn(
  options: IdentityProviderStandInOptions,
): Promise<IdentityProviderStandIn> {
  const subscribers = new Set<string>();
  const deliveries: StandInDelivery[] = [];
  const clock = options.clock ?? Date.now;
  const { attempts, delayMs } = options.delivery ?? { attempts: 5, delayMs: 500 };

  /** POSTs one event, signed afresh at each try (as Stripe does), until a 2xx or the tries are spent. */
  async function deliver(event: IdentityEvent): Promise<StandInDelivery> {
    const body = JSON.stringify(event);
    let status = 0;
    let attempt = 0;
    while (attempt < attempts) {
      attempt += 1;
      try {
        const target = typeof options.webhookUrl === 'string' ? options.webhookUrl : options.webhookUrl();
        const response = await fetch(target, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [IDENTITY_SIGNATURE_HEADER]: signIdentityEvent(options.webhookSecret, Math.floor(clock() / 1000), body),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = 0;
      }
      if (status >= 200 && status < 300) break;
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** (attempt - 1)));
    }
    const delivery = { eventId: event.id, type: event.type, status, attempts: attempt };
    deliveries.push(delivery);
    return delivery;
  }

  async function handle(method: string, path: string, body: unknown): Promise<Reply> {
    if (method === 'POST' && path === '/v1/subscribers') {
      const parsed = checkPayload<IdentitySubscriberEnrollment>(identitySubscriberEnrollmentSchema, body);
      if (!parsed.ok)
        return { status: 400, body: { error: { type: 'invalid_request_error', message: parsed.message } } };
      subscribers.add(parsed.value.reference);
      // the same answer for a reference enrolled before: enrolling is idempotent
      return { status: 200, body: { object: 'subscriber', reference: parsed.value.reference, status: 'active' } };
    }
    if (method === 'POST' && path === '/v1/scenarios') {
      const parsed = checkPayload<IdentityScenarioRequest>(identityScenarioRequestSchema, body);
      if (!parsed.ok)
        return { status: 400, body: { error: { type: 'invalid_request_error', message: parsed.message } } };
      const { reference, scenario } = parsed.value;
      if (!subscribers.has(reference)) {
        return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such subscriber' } } };
      }
      const delivered: StandInDelivery[] = [];
      // one at a time, in order, as a provider delivers one subscriber's events
      for (const event of scenarioEvents(reference, scenario, clock())) delivered.push(await deliver(event));
      const failed = delivered.some((delivery) => delivery.status < 200 || delivery.status >= 300);
      return { status: failed ? 502 : 200, body: { object: 'scenario', scenario, deliveries: delivered } };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (reply: Reply) => {
        response.writeHead(reply.status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(8).toString('hex')}`,
        });
        response.end(JSON.stringify(reply.body));
      };
      if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
        send({ status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } });
        return;
      }
      let body: unknown;
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown) : undefined;
      } catch {
        send({ status: 400, body: { error: { type: 'invalid_request_error', message: 'The body is not JSON' } } });
        return;
      }
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      handle(request.method ?? 'GET', path, body).then(send, () =>
        send({ status: 500, body: { error: { type: 'api_error', message: 'stand-in failure' } } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    subscribers,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Asks a stand-in to send a subscriber a scenario (the identity:scenario command and `pnpm start`); what it delivered,
 * or an error naming its status.
 */
export async function requestStandInScenario(input: {
  url: string;
  apiKey: string;
  reference: string;
  scenario: IdentityScenario;
}): Promise<StandInDelivery[]> {
  const response = await fetch(`${input.url}/v1/scenarios`, {
    method: 'POST',
    headers: { authorization: `Bearer ${input.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ reference: input.reference, scenario: input.scenario }),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`the identity stand-in answered ${response.status}: ${text.slice(0, 300)}`);
  const parsed: unknown = JSON.parse(text);
  const deliveries =
    typeof parsed === 'object' && parsed !== null && 'deliveries' in parsed && Array.isArray(parsed.deliveries)
      ? (parsed.deliveries as unknown[])
      : [];
  return deliveries.flatMap((entry): StandInDelivery[] => {
    const field = (name: string): unknown =>
      typeof entry === 'object' && entry !== null && name in entry
        ? (entry as Record<string, unknown>)[name]
        : undefined;
    const [eventId, type, status, attempts] = ['eventId', 'type', 'status', 'attempts'].map(field);
    return typeof eventId === 'string' &&
      isIdentityEventType(type) &&
      typeof status === 'number' &&
      typeof attempts === 'number'
      ? [{ eventId, type, status, attempts }]
      : [];
  });
}
