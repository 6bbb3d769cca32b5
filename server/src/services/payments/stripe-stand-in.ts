import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { cardBrand, cardDigits } from '@beacon/validation';

import { REFUND_MESSAGES, SANDBOX_MESSAGES } from './sandbox-gateway';

// A local stand-in for the part of Stripe's REST API the Stripe adapter uses (never for production): form-encoded
// bodies, a bearer secret key, `Idempotency-Key` replay, Stripe's object and error shapes, and its test cards
// (4000…0002 declined, 4000…9995 insufficient funds, 4000…0119 processing error, 4000…0127 incorrect CVC). Refunds
// (POST /v1/refunds) give back a charge of a succeeded PaymentIntent, by charge or PaymentIntent id, up to what is
// left of it. It lets the adapter be tested, and `PAYMENT_GATEWAY=stripe` be tried, with no network.

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

interface StoredIntent {
  amount: number;
  payment_method: string;
  latest_charge: string;
  statement_descriptor_suffix: string | null;
}

interface StoredCharge {
  id: string;
  amount: number;
  amount_refunded: number;
  payment_intent: string;
}

interface StoredRefund {
  amount: number;
  charge: string;
  payment_intent: string;
  reason: string | null;
}

function invalidRequest(message: string, fields: { code?: string; param?: string } = {}): Reply {
  return { status: 400, body: { error: { type: 'invalid_request_error', message, ...fields } } };
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
  intents: Map<string, StoredIntent>;
  /** the refunds made, by id (for tests) */
  refunds: Map<string, StoredRefund>;
  close(): Promise<void>;
}

export async function startStripeStandIn(options: { port?: number; secretKey?: string } = {}): Promise<StripeStandIn> {
  const cards = new Map<string, StoredCard>();
  const intents = new Map<string, StoredIntent>();
  const charges = new Map<string, StoredCharge>();
  const refunds = new Map<string, StoredRefund>();
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
      const charge: StoredCharge = { id: newId('ch'), amount, amount_refunded: 0, payment_intent: id };
      charges.set(charge.id, charge);
      const suffix = form.get('statement_descriptor_suffix');
      intents.set(id, {
        amount,
        payment_method: card.id,
        latest_charge: charge.id,
        statement_descriptor_suffix: suffix,
      });
      return {
        status: 200,
        body: {
          id,
          object: 'payment_intent',
          amount,
          currency: form.get('currency'),
          status: 'succeeded',
          latest_charge: charge.id,
          statement_descriptor_suffix: suffix,
        },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(form);
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }

  /** The charge a refund names, by `charge` or by `payment_intent` (its latest charge), or Stripe's error. */
  function chargeToRefund(form: URLSearchParams): StoredCharge | Reply {
    const chargeId = form.get('charge');
    if (chargeId) {
      return (
        charges.get(chargeId) ??
        invalidRequest(REFUND_MESSAGES.noSuchCharge(chargeId), { code: 'resource_missing', param: 'charge' })
      );
    }
    const intentId = form.get('payment_intent');
    if (intentId) {
      const intent = intents.get(intentId);
      return (
        (intent && charges.get(intent.latest_charge)) ??
        invalidRequest(`No such payment_intent: '${intentId}'`, { code: 'resource_missing', param: 'payment_intent' })
      );
    }
    return invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
      {
        code: 'parameter_missing',
      },
    );
  }

  /** POST /v1/refunds: `charge` or `payment_intent`, and `amount` (all that is left when absent). */
  function refund(form: URLSearchParams): Reply {
    const charge = chargeToRefund(form);
    if ('status' in charge) return charge;
    const left = charge.amount - charge.amount_refunded;
    const rawAmount = form.get('amount');
    if (rawAmount !== null && !/^[1-9]\d*$/.test(rawAmount)) {
      return invalidRequest(REFUND_MESSAGES.invalidAmount, { code: 'parameter_invalid_integer', param: 'amount' });
    }
    const amount = rawAmount === null ? left : Number(rawAmount);
    if (left === 0)
      return invalidRequest(REFUND_MESSAGES.alreadyRefunded(charge.id), { code: 'charge_already_refunded' });
    if (amount > left) {
      return invalidRequest(REFUND_MESSAGES.amountTooLarge(amount, left), {
        code: 'amount_too_large',
        param: 'amount',
      });
    }
    charge.amount_refunded += amount;
    const id = newId('re');
    const stored: StoredRefund = {
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      reason: form.get('reason'),
    };
    refunds.set(id, stored);
    return {
      status: 200,
      body: {
        id,
        object: 'refund',
        amount,
        balance_transaction: newId('txn'),
        charge: stored.charge,
        created: Math.floor(Date.now() / 1000),
        currency: 'usd',
        metadata: {},
        payment_intent: stored.payment_intent,
        reason: stored.reason,
        receipt_number: null,
        source_transfer_reversal: null,
        status: 'succeeded',
        transfer_reversal: null,
      },
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
    refunds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
