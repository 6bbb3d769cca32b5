import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { cardBrand, cardDigits } from '@beacon/validation';

import { SANDBOX_MESSAGES } from './sandbox-gateway';

// A local stand-in for the part of Stripe's REST API the Stripe adapter uses (never for production): form-encoded
// bodies, a bearer secret key, `Idempotency-Key` replay, Stripe's object and error shapes, and its test cards
// (4000…0002 declined, 4000…9995 insufficient funds, 4000…0119 processing error, 4000…0127 incorrect CVC). It lets
// the adapter be tested, and `PAYMENT_GATEWAY=stripe` be tried, with no network.

interface StoredCard {
  id: string;
  number: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  detached: boolean;
}

interface Reply {
  status: number;
  body: unknown;
}

function cardError(code: string, message: string, declineCode?: string): Reply {
  return {
    status: 402,
    body: { error: { type: 'card_error', code, message, ...(declineCode ? { decline_code: declineCode } : {}) } },
  };
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export interface StripeStandIn {
  url: string;
  port: number;
  /** the payment intents created, by id (for tests) */
  intents: Map<string, { amount: number; payment_method: string }>;
  close(): Promise<void>;
}

export async function startStripeStandIn(options: { port?: number; secretKey?: string } = {}): Promise<StripeStandIn> {
  const cards = new Map<string, StoredCard>();
  const intents = new Map<string, { amount: number; payment_method: string }>();
  const replays = new Map<string, Reply>();

  function handle(method: string, path: string, form: URLSearchParams): Reply {
    if (method === 'POST' && path === '/v1/payment_methods') {
      const number = cardDigits(form.get('card[number]') ?? '');
      if (number === '4000000000000127') return cardError('incorrect_cvc', SANDBOX_MESSAGES.incorrectCvc);
      const card: StoredCard = {
        id: newId('pm'),
        number,
        brand: cardBrand(number),
        last4: number.slice(-4),
        exp_month: Number(form.get('card[exp_month]')),
        exp_year: Number(form.get('card[exp_year]')),
        detached: false,
      };
      cards.set(card.id, card);
      return {
        status: 200,
        body: {
          id: card.id,
          object: 'payment_method',
          type: 'card',
          card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year },
        },
      };
    }
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (method === 'POST' && detach) {
      const card = cards.get(detach[1] ?? '');
      if (!card)
        return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } } };
      card.detached = true;
      return { status: 200, body: { id: card.id, object: 'payment_method', customer: null } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const card = cards.get(form.get('payment_method') ?? '');
      if (!card || card.detached) {
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } } };
      }
      if (card.number === '4000000000000002')
        return cardError('card_declined', SANDBOX_MESSAGES.declined, 'generic_decline');
      if (card.number === '4000000000009995') {
        return cardError('card_declined', SANDBOX_MESSAGES.insufficientFunds, 'insufficient_funds');
      }
      if (card.number === '4000000000000119') return cardError('processing_error', SANDBOX_MESSAGES.processing);
      const id = newId('pi');
      const amount = Number(form.get('amount'));
      intents.set(id, { amount, payment_method: card.id });
      return {
        status: 200,
        body: {
          id,
          object: 'payment_intent',
          amount,
          currency: form.get('currency'),
          status: 'succeeded',
          latest_charge: newId('ch'),
        },
      };
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
        response.writeHead(reply.status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
        response.end(JSON.stringify(reply.body));
      };
      const secret = options.secretKey;
      if (secret && request.headers.authorization !== `Bearer ${secret}`) {
        send({ status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } });
        return;
      }
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const key = request.headers['idempotency-key'];
      const replayKey = typeof key === 'string' ? `${request.method} ${path} ${key}` : undefined;
      const earlier = replayKey ? replays.get(replayKey) : undefined;
      if (earlier) {
        send(earlier);
        return;
      }
      const reply = handle(request.method ?? 'GET', path, new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      // as Stripe does, a result is kept for its key, except a processing error, which may be retried
      if (replayKey && !(reply.status === 402 && JSON.stringify(reply.body).includes('processing_error'))) {
        replays.set(replayKey, reply);
      }
      send(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    intents,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
