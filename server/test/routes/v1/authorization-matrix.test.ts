import type { Readable } from 'node:stream';

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

import { createLiveEventsRepository } from '../../../src/repositories/live-events-repository';

import { seedRecords } from '../../records-helper';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  loginTokens,
  MEMBERS,
  type TestDatabase,
} from '../../helper';
import { addHostShellFixtures, hostShellFixture } from './host-shell-fixtures';
import { fillPath, openApiRoutes } from './openapi-routes';
import {
  ENTITLED_REQUESTS,
  membershipRequestsOf,
  REVEALS_NO_ONE_NEW,
  type PaywalledRequest,
} from './person-revealing-routes';
import { addRecordFixtures, recordsFixture } from './records-fixtures';
import { addReportFixtures, reportFixture } from './report-fixtures';

// Member A must never read or change member B's data through any endpoint. One row per member-owned endpoint; every
// other operation of the OpenAPI document is listed as member-only (and must refuse an anonymous call with 401) or
// as public with a reason. The lists are checked against the document at test time: a route added without a row
// fails the completeness test below, so the matrix grows with the API.

interface Member {
  email: string;
  id: number;
  token: string;
  subscriptionIds: number[];
  orderIds: number[];
  paymentOptionIds: number[];
}

interface Context {
  app: FastifyInstance;
  a: Member;
  b: Member;
  /** B's Guardian: the self member, one of its listings and that listing's removal request */
  guardianOfB: { memberId: number; listingId: number; removalId: number };
  /** B's identity monitoring: a monitored person and one watched item */
  identityOfB: { memberId: number; itemId: number };
}

interface Attempt {
  what: string;
  request: (context: Context) => InjectOptions;
  check: (response: LightMyRequestResponse, context: Context) => void | Promise<void>;
}

const ids = (response: LightMyRequestResponse) => json<Array<{ id: number }>>(response).map((item) => item.id);

function onlyOwn(pick: (member: Member) => number[]) {
  return (response: LightMyRequestResponse, { a, b }: Context) => {
    expect(response.statusCode).toBe(200);
    const seen = ids(response);
    expect(seen.length).toBeGreaterThan(0);
    for (const id of seen) {
      expect(pick(a)).toContain(id);
      expect(pick(b)).not.toContain(id);
    }
  };
}

function notFoundAs(message: string) {
  return (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message, statusCode: 404 });
  };
}

/** The ids of the events an event stream sends, read until the one of `untilId` (or 5 seconds). */
async function streamedEventIds(stream: Readable, untilId: number): Promise<number[]> {
  const ids: number[] = [];
  let text = '';
  const deadline = Date.now() + 5_000;
  for await (const chunk of stream) {
    text += String(chunk);
    ids.splice(0, ids.length, ...[...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1])));
    if (ids.includes(untilId) || Date.now() > deadline) break;
  }
  return ids;
}

const MEMBER_PATH = '/v1/me/personal-data-protection/members';

function protectionNotFound(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(404);
  expect(json(response)).toEqual({ message: 'Protection member not found', statusCode: 404 });
}

/** Guardian (issue 17): B's protected member, its results, removals and letters are out of A's reach. */
function guardianRows(): Record<string, Attempt[]> {
  const ofB = (context: Context) => context.guardianOfB;
  return {
    [`POST ${MEMBER_PATH}`]: [
      {
        what: 'cannot add a family member to B by naming B in the body',
        request: ({ a, b }) => ({
          method: 'POST',
          url: MEMBER_PATH,
          token: a.token,
          payload: { firstName: 'Ann', lastName: 'Lee', relationship: 'child', accountId: b.id },
        }),
        check: (response) => expect(response.statusCode).toBe(400),
      },
      {
        what: 'adds only for A, who needs the family add-on',
        request: ({ a }) => ({
          method: 'POST',
          url: MEMBER_PATH,
          token: a.token,
          payload: { firstName: 'Ann', lastName: 'Lee', relationship: 'child', authorizedAgent: true },
        }),
        check: (response) => {
          expect(response.statusCode).toBe(402);
          expect(response.headers['x-required-item']).toBe('guardian_family_addon');
        },
      },
    ],
    [`PATCH ${MEMBER_PATH}/{memberId}`]: [
      {
        what: "cannot change B's member",
        request: (context) => ({
          method: 'PATCH',
          url: `${MEMBER_PATH}/${ofB(context).memberId}`,
          token: context.a.token,
          payload: { firstName: 'Mallory', lastName: 'Evil' },
        }),
        check: protectionNotFound,
      },
    ],
    [`DELETE ${MEMBER_PATH}/{memberId}`]: [
      {
        what: "cannot remove B's member",
        request: (context) => ({
          method: 'DELETE',
          url: `${MEMBER_PATH}/${ofB(context).memberId}`,
          token: context.a.token,
        }),
        check: protectionNotFound,
      },
    ],
    [`PUT ${MEMBER_PATH}/{memberId}/identity`]: [
      {
        what: "cannot set what B's member monitors",
        request: (context) => ({
          method: 'PUT',
          url: `${MEMBER_PATH}/${ofB(context).memberId}/identity`,
          token: context.a.token,
          payload: { emails: ['mallory@example.com'], phones: [], usernames: [] },
        }),
        check: protectionNotFound,
      },
    ],
    'POST /v1/me/personal-data-protection/enroll': [
      {
        what: 'enrols only A, who needs Guardian',
        request: ({ a }) => ({
          method: 'POST',
          url: '/v1/me/personal-data-protection/enroll',
          token: a.token,
          payload: {},
        }),
        check: (response) => {
          expect(response.statusCode).toBe(402);
          expect(response.headers['x-required-item']).toBe('guardian');
        },
      },
      {
        what: 'cannot be sent off the site afterwards',
        request: ({ a }) => ({
          method: 'POST',
          url: '/v1/me/personal-data-protection/enroll',
          token: a.token,
          payload: { redirectUrl: 'https://evil.example/dashboard/' },
        }),
        check: (response) => expect(response.statusCode).toBe(400),
      },
    ],
    [`GET ${MEMBER_PATH}/{memberId}/protection`]: [
      {
        what: "B's exposures are not found for A",
        request: (context) => ({
          method: 'GET',
          url: `${MEMBER_PATH}/${ofB(context).memberId}/protection`,
          token: context.a.token,
        }),
        check: protectionNotFound,
      },
    ],
    [`POST ${MEMBER_PATH}/{memberId}/scans`]: [
      {
        what: "cannot scan B's member",
        request: (context) => ({
          method: 'POST',
          url: `${MEMBER_PATH}/${ofB(context).memberId}/scans`,
          token: context.a.token,
          payload: {},
        }),
        check: protectionNotFound,
      },
    ],
    [`POST ${MEMBER_PATH}/{memberId}/removals`]: [
      {
        what: "cannot request the removal of B's listing",
        request: (context) => ({
          method: 'POST',
          url: `${MEMBER_PATH}/${ofB(context).memberId}/removals`,
          token: context.a.token,
          payload: { listingIds: [ofB(context).listingId] },
        }),
        check: protectionNotFound,
      },
    ],
    [`POST ${MEMBER_PATH}/{memberId}/removals/{removalId}/action-done`]: [
      {
        what: "cannot answer B's removal request",
        request: (context) => ({
          method: 'POST',
          url: `${MEMBER_PATH}/${ofB(context).memberId}/removals/${ofB(context).removalId}/action-done`,
          token: context.a.token,
          payload: {},
        }),
        check: protectionNotFound,
      },
    ],
    [`PUT ${MEMBER_PATH}/{memberId}/listings/{listingId}/verdict`]: [
      {
        what: 'cannot answer "Is this you?" about B\'s listing',
        request: (context) => ({
          method: 'PUT',
          url: `${MEMBER_PATH}/${ofB(context).memberId}/listings/${ofB(context).listingId}/verdict`,
          token: context.a.token,
          payload: { verdict: 'not_mine' },
        }),
        check: protectionNotFound,
      },
    ],
    [`GET ${MEMBER_PATH}/{memberId}/removals/{removalId}/letter`]: [
      {
        what: "cannot read B's request letter",
        request: (context) => ({
          method: 'GET',
          url: `${MEMBER_PATH}/${ofB(context).memberId}/removals/${ofB(context).removalId}/letter`,
          token: context.a.token,
        }),
        check: protectionNotFound,
      },
    ],
    [`GET ${MEMBER_PATH}/{memberId}/removals/{removalId}/evidence`]: [
      {
        what: "cannot read the proof of B's removal",
        request: (context) => ({
          method: 'GET',
          url: `${MEMBER_PATH}/${ofB(context).memberId}/removals/${ofB(context).removalId}/evidence`,
          token: context.a.token,
        }),
        check: protectionNotFound,
      },
    ],
    [`GET ${MEMBER_PATH}/{memberId}/removals/{removalId}/evidence/{evidenceId}`]: [
      {
        what: "cannot read a capture of B's removal",
        request: (context) => ({
          method: 'GET',
          url: `${MEMBER_PATH}/${ofB(context).memberId}/removals/${ofB(context).removalId}/evidence/1`,
          token: context.a.token,
        }),
        check: protectionNotFound,
      },
    ],
    [`POST ${MEMBER_PATH}/{memberId}/listings`]: [
      {
        what: "cannot add a listing to B's member",
        request: (context) => ({
          method: 'POST',
          url: `${MEMBER_PATH}/${ofB(context).memberId}/listings`,
          token: context.a.token,
          payload: { brokerSlug: 'mylife', url: 'https://www.mylife.com/someone', shows: ['name'] },
        }),
        check: protectionNotFound,
      },
    ],
    [`POST ${MEMBER_PATH}/{memberId}/inquiries`]: [
      {
        what: "cannot ask a site about B's member",
        request: (context) => ({
          method: 'POST',
          url: `${MEMBER_PATH}/${ofB(context).memberId}/inquiries`,
          token: context.a.token,
          payload: { brokerSlug: 'mylife' },
        }),
        check: protectionNotFound,
      },
    ],
    [`PUT ${MEMBER_PATH}/{memberId}/removals/{removalId}/mailing`]: [
      {
        what: "cannot record the mailing of B's letter",
        request: (context) => ({
          method: 'PUT',
          url: `${MEMBER_PATH}/${ofB(context).memberId}/removals/${ofB(context).removalId}/mailing`,
          token: context.a.token,
          payload: { trackingNumber: '9400100000000000000000', mailedOn: '2026-11-02' },
        }),
        check: protectionNotFound,
      },
    ],
    [`GET ${MEMBER_PATH}/{memberId}/removals/{removalId}/letter.pdf`]: [
      {
        what: "cannot download the letter of B's postal request",
        request: (context) => ({
          method: 'GET',
          url: `${MEMBER_PATH}/${ofB(context).memberId}/removals/${ofB(context).removalId}/letter.pdf`,
          token: context.a.token,
        }),
        check: protectionNotFound,
      },
    ],
    [`GET ${MEMBER_PATH}/{memberId}/removals/{removalId}/proof.pdf`]: [
      {
        what: "cannot download the proof PDF of B's removal",
        request: (context) => ({
          method: 'GET',
          url: `${MEMBER_PATH}/${ofB(context).memberId}/removals/${ofB(context).removalId}/proof.pdf`,
          token: context.a.token,
        }),
        check: protectionNotFound,
      },
    ],
  };
}

const IDENTITY_PATH = '/v1/me/identity-monitoring/members';

function identityNotFound(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(404);
  expect(json(response)).toEqual({ message: 'Monitored member not found', statusCode: 404 });
}

/** Identity and dark web monitoring (issue 18): B's monitored people, their data and alerts are out of A's reach. */
function identityRows(): Record<string, Attempt[]> {
  const ofB = (context: Context) => context.identityOfB;
  return {
    [`GET ${IDENTITY_PATH}`]: [
      {
        what: "lists only A's (none without monitoring)",
        request: ({ a }) => ({ method: 'GET', url: IDENTITY_PATH, token: a.token }),
        check: (response) => expect(json(response)).toEqual({ items: [], limit: 0 }),
      },
    ],
    [`POST ${IDENTITY_PATH}`]: [
      {
        what: 'cannot add a person to B by naming B in the body',
        request: ({ a, b }) => ({
          method: 'POST',
          url: IDENTITY_PATH,
          token: a.token,
          payload: { firstName: 'Ann', lastName: 'Lee', accountId: b.id },
        }),
        check: (response) => expect(response.statusCode).toBe(400),
      },
    ],
    [`PATCH ${IDENTITY_PATH}/{memberId}`]: [
      {
        what: "cannot turn private mode on for B's person",
        request: (context) => ({
          method: 'PATCH',
          url: `${IDENTITY_PATH}/${ofB(context).memberId}`,
          token: context.a.token,
          payload: { privateMode: true },
        }),
        check: identityNotFound,
      },
    ],
    [`DELETE ${IDENTITY_PATH}/{memberId}`]: [
      {
        what: "cannot archive B's person",
        request: (context) => ({
          method: 'DELETE',
          url: `${IDENTITY_PATH}/${ofB(context).memberId}`,
          token: context.a.token,
        }),
        check: identityNotFound,
      },
    ],
    [`GET ${IDENTITY_PATH}/{memberId}/monitored-data`]: [
      {
        what: 'cannot read what B watches',
        request: (context) => ({
          method: 'GET',
          url: `${IDENTITY_PATH}/${ofB(context).memberId}/monitored-data`,
          token: context.a.token,
        }),
        check: identityNotFound,
      },
    ],
    [`PATCH ${IDENTITY_PATH}/{memberId}/monitored-data`]: [
      {
        what: 'cannot add to what B watches',
        request: (context) => ({
          method: 'PATCH',
          url: `${IDENTITY_PATH}/${ofB(context).memberId}/monitored-data`,
          token: context.a.token,
          payload: { data: { emails: ['mallory@example.com'] } },
        }),
        check: identityNotFound,
      },
    ],
    [`DELETE ${IDENTITY_PATH}/{memberId}/monitored-data/{suffix}`]: [
      {
        what: "cannot stop B's watch",
        request: (context) => ({
          method: 'DELETE',
          url: `${IDENTITY_PATH}/${ofB(context).memberId}/monitored-data/${ofB(context).itemId}`,
          token: context.a.token,
        }),
        check: identityNotFound,
      },
    ],
    [`GET ${IDENTITY_PATH}/{memberId}/alerts`]: [
      {
        what: "cannot read B's alerts",
        request: (context) => ({
          method: 'GET',
          url: `${IDENTITY_PATH}/${ofB(context).memberId}/alerts`,
          token: context.a.token,
        }),
        check: identityNotFound,
      },
    ],
  };
}

const WATCH_PATH = '/v1/me/sex-offender-watch/addresses';

/** A saved address for the sex offender watch, written straight to the table (the matrix's fixture). */
async function watchAddress(app: FastifyInstance, accountId: number, label: 'home' | 'work'): Promise<void> {
  await app.db
    .insertInto('watched_addresses')
    .values({
      account_id: accountId,
      label,
      street: '1 Matrix Way',
      city: 'Phoenix',
      state: 'AZ',
      zip: '85004',
      latitude: 33.4557,
      longitude: -112.0686,
      geohash: '9tbq6b6',
      located_by: 'zip',
      radius_miles: 1,
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .execute();
}

/** Sex offender watch (issue 18 point 5): A has a home, B a work address; A never reaches B's. */
function watchRows(): Record<string, Attempt[]> {
  const address = { street: '1 Matrix Way', city: 'Phoenix', state: 'AZ', zip: '85004', radiusMiles: 2 };
  return {
    [`GET ${WATCH_PATH}`]: [
      {
        what: "lists only A's",
        request: ({ a }) => ({ method: 'GET', url: WATCH_PATH, token: a.token }),
        check: (response) => {
          expect(response.statusCode).toBe(200);
          expect(json<{ items: Array<{ label: string }> }>(response).items.map((item) => item.label)).toEqual(['home']);
        },
      },
    ],
    [`PUT ${WATCH_PATH}/{label}`]: [
      {
        what: 'cannot aim at B by naming B in the body',
        request: ({ a, b }) => ({
          method: 'PUT',
          url: `${WATCH_PATH}/work`,
          token: a.token,
          payload: { ...address, accountId: b.id },
        }),
        check: (response) => expect(response.statusCode).toBe(400),
      },
      {
        what: "saves A's own (B's work address is untouched)",
        request: ({ a }) => ({ method: 'PUT', url: `${WATCH_PATH}/school`, token: a.token, payload: address }),
        check: (response) => expect(response.statusCode).toBe(200),
      },
    ],
    [`DELETE ${WATCH_PATH}/{label}`]: [
      {
        what: "cannot remove B's work address",
        request: ({ a }) => ({ method: 'DELETE', url: `${WATCH_PATH}/work`, token: a.token }),
        check: notFoundAs('No address is saved under that label.'),
      },
    ],
    [`GET ${WATCH_PATH}/{label}/offenders`]: [
      {
        what: "cannot read near B's work address",
        request: ({ a }) => ({ method: 'GET', url: `${WATCH_PATH}/work/offenders`, token: a.token }),
        check: notFoundAs('No address is saved under that label.'),
      },
      {
        what: "reads near A's own home",
        request: ({ a }) => ({ method: 'GET', url: `${WATCH_PATH}/home/offenders`, token: a.token }),
        check: (response) => expect(response.statusCode).toBe(200),
      },
    ],
  };
}

/** The rows of the monitored person or location records (the spec has GET /{id} for person records only). */
function monitoredRows(kind: 'person' | 'location'): Record<string, Attempt[]> {
  const path = `/v1/me/monitored/${kind}-records`;
  const own = (member: Member) =>
    kind === 'person' ? reportFixture(member).monitoredPersonId : reportFixture(member).monitoredLocationId;
  const rows: Record<string, Attempt[]> = {
    [`GET ${path}`]: [
      {
        what: "lists only A's",
        request: ({ a }) => ({ method: 'GET', url: path, token: a.token }),
        check: (response, { a, b }) => {
          expect(response.statusCode).toBe(200);
          const ids = json<{ items: Array<{ id: number }> }>(response).items.map((item) => item.id);
          expect(ids).toContain(own(a));
          expect(ids).not.toContain(own(b));
        },
      },
    ],
    [`POST ${path}`]: [
      {
        what: 'cannot aim at B by naming B in the body',
        request: ({ a, b }) => ({
          method: 'POST',
          url: path,
          token: a.token,
          payload: {
            pointer: kind === 'person' ? reportFixture(a).personPointer : reportFixture(a).placePointer,
            usageId: 'x',
            accountId: b.id,
          },
        }),
        check: (response) => expect(response.statusCode).toBe(400),
      },
      {
        what: 'watches for A only',
        request: ({ a }) => ({
          method: 'POST',
          url: path,
          token: a.token,
          payload: {
            pointer: kind === 'person' ? reportFixture(a).personPointer : reportFixture(a).placePointer,
            usageId: 'matrix',
          },
        }),
        check: (response) => expect(response.statusCode).toBe(201),
      },
    ],
    [`PATCH ${path}/{id}`]: [
      {
        what: "cannot archive B's",
        request: ({ a, b }) => ({
          method: 'PATCH',
          url: `${path}/${own(b)}`,
          token: a.token,
          payload: { isArchived: true },
        }),
        check: notFoundAs('Monitored record not found'),
      },
      {
        what: "archives only A's own",
        request: ({ a }) => ({
          method: 'PATCH',
          url: `${path}/${own(a)}`,
          token: a.token,
          payload: { isArchived: true },
        }),
        check: (response) => expect(json(response)).toMatchObject({ isArchived: true }),
      },
    ],
  };
  if (kind === 'person') {
    rows[`GET ${path}/{id}`] = [
      {
        what: "B's is not found for A",
        request: ({ a, b }) => ({ method: 'GET', url: `${path}/${own(b)}`, token: a.token }),
        check: notFoundAs('Monitored record not found'),
      },
      {
        what: "A's own is found",
        request: ({ a }) => ({ method: 'GET', url: `${path}/${own(a)}`, token: a.token }),
        check: (response, { a }) => expect(json(response).id).toBe(own(a)),
      },
    ];
  }
  return rows;
}

export const MATRIX: Record<string, Attempt[]> = {
  'GET /v1/me': [
    {
      what: 'reads only A',
      request: ({ a }) => ({ method: 'GET', url: '/v1/me', token: a.token }),
      check: (response, { a }) => {
        expect(json(response)).toMatchObject({ id: a.id, email: a.email });
      },
    },
  ],
  'PATCH /v1/me': [
    {
      what: 'changes only A',
      request: ({ a }) => ({
        method: 'PATCH',
        url: '/v1/me',
        token: a.token,
        payload: { data: { self_search_notified: true } },
      }),
      check: (response, { a }) => {
        expect(response.statusCode).toBe(200);
        expect(json(response)).toMatchObject({ id: a.id, data: { self_search_notified: true } });
      },
    },
    {
      what: 'cannot aim at B by naming B in the body',
      request: ({ a, b }) => ({
        method: 'PATCH',
        url: '/v1/me',
        token: a.token,
        payload: { id: b.id, email: b.email, data: { self_search_notified: true } },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(400);
      },
    },
    {
      what: 'cannot aim at B through the query string',
      request: ({ a, b }) => ({
        method: 'PATCH',
        url: `/v1/me?id=${b.id}`,
        token: a.token,
        payload: { data: { self_search_notified: true } },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(400);
      },
    },
  ],
  'GET /v1/me/subscriptions': [
    {
      what: "lists only A's",
      request: ({ a }) => ({ method: 'GET', url: '/v1/me/subscriptions', token: a.token }),
      check: onlyOwn((m) => m.subscriptionIds),
    },
  ],
  'GET /v1/me/subscriptions/{id}': [
    {
      what: "B's subscription is not found for A",
      request: ({ a, b }) => ({ method: 'GET', url: `/v1/me/subscriptions/${b.subscriptionIds[0]}`, token: a.token }),
      check: (response) => {
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ message: 'Subscription not found', statusCode: 404 });
      },
    },
    {
      what: "A's own subscription is found",
      request: ({ a }) => ({ method: 'GET', url: `/v1/me/subscriptions/${a.subscriptionIds[0]}`, token: a.token }),
      check: (response, { a }) => {
        expect(response.statusCode).toBe(200);
        expect(json(response).id).toBe(a.subscriptionIds[0]);
      },
    },
  ],
  'GET /v1/me/orders': [
    {
      what: "lists only A's",
      request: ({ a }) => ({ method: 'GET', url: '/v1/me/orders', token: a.token }),
      check: onlyOwn((m) => m.orderIds),
    },
  ],
  'GET /v1/me/payment-options': [
    {
      what: "lists only A's",
      request: ({ a }) => ({ method: 'GET', url: '/v1/me/payment-options', token: a.token }),
      check: onlyOwn((m) => m.paymentOptionIds),
    },
  ],
  'POST /v1/me/payment-options': [
    {
      what: "A's new card is A's alone",
      request: ({ a }) => ({
        method: 'POST',
        url: '/v1/me/payment-options',
        token: a.token,
        payload: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', nameOnCard: 'Member A' },
      }),
      check: async (response, { app, a, b }) => {
        expect(response.statusCode).toBe(201);
        const added = json<{ id: number }>(response).id;
        const ofB = await inject(app, { method: 'GET', url: '/v1/me/payment-options', token: b.token });
        expect(ids(ofB)).not.toContain(added);
        const ofA = await inject(app, { method: 'GET', url: '/v1/me/payment-options', token: a.token });
        expect(ids(ofA)).toContain(added);
      },
    },
  ],
  'PATCH /v1/me/payment-options/{id}': [
    {
      what: "B's card is not found for A",
      request: ({ a, b }) => ({
        method: 'PATCH',
        url: `/v1/me/payment-options/${b.paymentOptionIds[0]}`,
        token: a.token,
        payload: { isDefault: true },
      }),
      check: notFoundAs('Payment option not found'),
    },
  ],
  'DELETE /v1/me/payment-options/{id}': [
    {
      what: "B's card is not found for A, and stays B's",
      request: ({ a, b }) => ({
        method: 'DELETE',
        url: `/v1/me/payment-options/${b.paymentOptionIds[0]}`,
        token: a.token,
      }),
      check: async (response, { app, b }) => {
        expect(response.statusCode).toBe(404);
        const ofB = await inject(app, { method: 'GET', url: '/v1/me/payment-options', token: b.token });
        expect(ids(ofB)).toContain(b.paymentOptionIds[0]);
      },
    },
  ],
  'POST /v1/me/orders': [
    {
      what: "A cannot pay with B's card",
      request: ({ a, b }) => ({
        method: 'POST',
        url: '/v1/me/orders',
        token: a.token,
        payload: {
          productCode: 'person-report',
          paymentOptionId: b.paymentOptionIds[0],
          idempotencyKey: 'matrix-order-with-b-card-0001',
        },
      }),
      check: async (response, { app }) => {
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ message: 'Payment option not found', statusCode: 404 });
        const written = await app.db
          .selectFrom('orders')
          .select('id')
          .where('idempotency_key', '=', 'matrix-order-with-b-card-0001')
          .execute();
        expect(written).toEqual([]);
      },
    },
  ],
  'POST /v1/me/orders/{id}/refund': [
    {
      what: "B's order is not found for A, and stays as it was",
      request: ({ a, b }) => ({ method: 'POST', url: `/v1/me/orders/${b.orderIds[0]}/refund`, token: a.token }),
      check: async (response, { app, b }) => {
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ message: 'Order not found', statusCode: 404 });
        const order = await app.db
          .selectFrom('orders')
          .select('status')
          .where('id', '=', b.orderIds[0]!)
          .executeTakeFirstOrThrow();
        expect(order.status).toBe('completed');
      },
    },
  ],
  'GET /v1/me/identity-monitoring/notifications': [
    {
      what: "lists only A's",
      request: ({ a }) => ({ method: 'GET', url: '/v1/me/identity-monitoring/notifications', token: a.token }),
      check: (response, { a }) => {
        expect(response.statusCode).toBe(200);
        const alertIds = json<Array<{ alert_id: string }>>(response).map((alert) => alert.alert_id);
        expect(alertIds).toEqual([hostShellFixture(a).alertId]);
      },
    },
  ],
  'GET /v1/me/alerts/{alertId}': [
    {
      what: "cannot open B's alert",
      request: ({ a, b }) => ({ method: 'GET', url: `/v1/me/alerts/${hostShellFixture(b).alertId}`, token: a.token }),
      check: notFoundAs('Alert not found'),
    },
    {
      what: "opens A's own",
      request: ({ a }) => ({ method: 'GET', url: `/v1/me/alerts/${hostShellFixture(a).alertId}`, token: a.token }),
      check: (response, { a }) => {
        expect(response.statusCode).toBe(200);
        expect(json<{ alertId: string }>(response).alertId).toBe(hostShellFixture(a).alertId);
      },
    },
  ],
  'PUT /v1/me/alerts/{alertId}/steps/{stepKey}': [
    {
      what: "cannot tick a step of B's alert",
      request: ({ a, b }) => ({
        method: 'PUT',
        url: `/v1/me/alerts/${hostShellFixture(b).alertId}/steps/review_credit_reports`,
        token: a.token,
        payload: { done: true },
      }),
      check: notFoundAs('Alert not found'),
    },
  ],
  'GET /v1/me/credit-freezes': [
    {
      what: "reads only A's freezes (none recorded)",
      request: ({ a }) => ({ method: 'GET', url: '/v1/me/credit-freezes', token: a.token }),
      check: (response) => {
        expect(response.statusCode).toBe(200);
        const body = json<{ bureaus: Array<{ status: string; hasPin: boolean }> }>(response);
        expect(body.bureaus.every((entry) => entry.status === 'not_frozen' && !entry.hasPin)).toBe(true);
      },
    },
  ],
  'PUT /v1/me/credit-freezes/planned-application': [
    {
      what: 'cannot plan for B by naming B in the body',
      request: ({ a, b }) => ({
        method: 'PUT',
        url: '/v1/me/credit-freezes/planned-application',
        token: a.token,
        payload: { date: '2030-01-02', accountId: b.id },
      }),
      check: (response) => expect(response.statusCode).toBe(400),
    },
  ],
  'PUT /v1/me/credit-freezes/{bureau}': [
    {
      what: 'cannot record a freeze for B by naming B in the body',
      request: ({ a, b }) => ({
        method: 'PUT',
        url: '/v1/me/credit-freezes/equifax',
        token: a.token,
        payload: { status: 'frozen', frozenOn: '2030-01-02', accountId: b.id },
      }),
      check: (response) => expect(response.statusCode).toBe(400),
    },
  ],
  'GET /v1/me/credit-freezes/{bureau}/pin': [
    {
      what: "reads only A's PIN (none kept)",
      request: ({ a }) => ({ method: 'GET', url: '/v1/me/credit-freezes/equifax/pin', token: a.token }),
      check: (response) => expect(json(response)).toEqual({ pin: null }),
    },
  ],
  'GET /v1/me/exposures': [
    {
      what: "ranks only what is exposed about A: none of B's listings or alerts",
      request: ({ a }) => ({ method: 'GET', url: '/v1/me/exposures', token: a.token }),
      check: (response, { b, guardianOfB }) => {
        expect(response.statusCode).toBe(200);
        const seen = json<{ items: Array<{ id: string }> }>(response).items.map((item) => item.id);
        expect(seen).not.toContain(`listing:${guardianOfB.listingId}`);
        expect(seen).not.toContain(`breach:${hostShellFixture(b).alertId}`);
        // A (premium) holds neither monitoring nor Guardian and confirmed no report: nothing is invented for it
        expect(seen).toEqual([]);
      },
    },
  ],
  'GET /v1/me/events': [
    {
      what: "streams only A's live events: B's are neither replayed nor delivered",
      request: ({ a }) => ({
        method: 'GET',
        url: '/v1/me/events',
        token: a.token,
        // replay everything of A's since the log began
        headers: { 'last-event-id': '0' },
        payloadAsStream: true,
      }),
      check: async (response, { app, a, b }) => {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
        const log = createLiveEventsRepository(app.db);
        await log.append(b.id, 'identity-notifications');
        await log.append(a.id, 'monitoring');
        const latest = await log.latestId();
        // read until A's new event arrives through the poller (B's, appended first, would have come before it)
        const ids = await streamedEventIds(response.stream(), latest);
        expect(ids).toContain(latest);
        const owners = await app.db.selectFrom('live_events').select('account_id').where('id', 'in', ids).execute();
        expect(new Set(owners.map((row) => row.account_id))).toEqual(new Set([a.id]));
        response.stream().destroy();
      },
    },
  ],
  'GET /dashboard/api/data-monitoring/notifications/': [
    {
      what: "lists only A's",
      request: ({ a }) => ({ method: 'GET', url: '/dashboard/api/data-monitoring/notifications/', token: a.token }),
      check: (response, { a }) => {
        expect(response.statusCode).toBe(200);
        const body = json<Record<string, Array<{ display: string }>>>(response);
        const displays = [...body.person_notifications!, ...body.location_notifications!].map((item) => item.display);
        expect(displays).toEqual(hostShellFixture(a).displays);
      },
    },
  ],
  'PATCH /v1/me/subscriptions/{id}': [
    {
      what: "B's subscription is not found for A",
      request: ({ a, b }) => ({
        method: 'PATCH',
        url: `/v1/me/subscriptions/${b.subscriptionIds[0]}`,
        token: a.token,
        payload: { status: 'canceled', reason: 'test' },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ message: 'Subscription not found', statusCode: 404 });
      },
    },
    {
      what: 'cannot aim at B by naming B in the body',
      request: ({ a, b }) => ({
        method: 'PATCH',
        url: `/v1/me/subscriptions/${hostShellFixture(a).activeSubscriptionId}`,
        token: a.token,
        payload: { status: 'canceled', reason: 'test', account_id: b.id },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(400);
      },
    },
    {
      what: "cancels only A's own",
      request: ({ a }) => ({
        method: 'PATCH',
        url: `/v1/me/subscriptions/${hostShellFixture(a).activeSubscriptionId}`,
        token: a.token,
        payload: { status: 'canceled', reason: 'test', comment: 'matrix' },
      }),
      check: (response, { a }) => {
        expect(response.statusCode).toBe(200);
        expect(json(response)).toMatchObject({ id: hostShellFixture(a).activeSubscriptionId, status: 'canceled' });
      },
    },
  ],
  'POST /v1/me/subscriptions': [
    {
      what: "cannot reactivate B's canceled subscription",
      request: ({ a, b }) => ({
        method: 'POST',
        url: '/v1/me/subscriptions',
        token: a.token,
        payload: { subscriptionIds: [hostShellFixture(b).canceledSubscriptionId] },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(200);
        expect(json(response)).toEqual({ error: expect.stringMatching(/cannot be reactivated/), subscriptions: [] });
      },
    },
    {
      what: "cannot slip B's in with its own (nothing changes)",
      request: ({ a, b }) => ({
        method: 'POST',
        url: '/v1/me/subscriptions',
        token: a.token,
        payload: {
          subscriptionIds: [hostShellFixture(a).canceledSubscriptionId, hostShellFixture(b).canceledSubscriptionId],
        },
      }),
      check: async (response, { app, a }) => {
        expect(json(response)).toEqual({ error: expect.stringMatching(/cannot be reactivated/), subscriptions: [] });
        const own = await inject(app, {
          method: 'GET',
          url: `/v1/me/subscriptions/${hostShellFixture(a).canceledSubscriptionId}`,
          token: a.token,
        });
        expect(json(own).status).toBe('canceled');
      },
    },
    {
      what: "reactivates only A's own",
      request: ({ a }) => ({
        method: 'POST',
        url: '/v1/me/subscriptions',
        token: a.token,
        payload: { subscriptionIds: [hostShellFixture(a).canceledSubscriptionId] },
      }),
      check: (response, { a }) => {
        expect(response.statusCode).toBe(200);
        const body = json<{ error: string | null; subscriptions: Array<{ id: number; status: string }> }>(response);
        expect(body.error).toBeNull();
        expect(body.subscriptions.map(({ id, status }) => ({ id, status }))).toEqual([
          { id: hostShellFixture(a).canceledSubscriptionId, status: 'active' },
        ]);
      },
    },
  ],
  'POST /v1/me/records': [
    {
      what: "creating a record B holds makes A's own (201), never a 409 naming B's",
      request: ({ a, b }) => ({
        method: 'POST',
        url: '/v1/me/records',
        token: a.token,
        payload: { type: 'phone', data: { phone: recordsFixture(b).phone } },
      }),
      check: (response, { a, b }) => {
        expect(response.statusCode).toBe(201);
        const body = json<{ id: unknown[]; recordId: number }>(response);
        expect(body.id[0]).toBe(a.id);
        expect(recordsFixture(b).recordIds).not.toContain(body.recordId);
      },
    },
    {
      what: "a record both hold is a 409 naming A's own copy",
      request: ({ a }) => ({
        method: 'POST',
        url: '/v1/me/records',
        token: a.token,
        payload: { type: 'email', data: { email: recordsFixture(a).sharedEmail } },
      }),
      check: (response, { a }) => {
        expect(response.statusCode).toBe(409);
        expect(String(response.headers.location).split('/').pop()).toBe(String(recordsFixture(a).sharedEmailRecordId));
      },
    },
    {
      what: 'cannot aim at B by naming B in the body',
      request: ({ a, b }) => ({
        method: 'POST',
        url: '/v1/me/records',
        token: a.token,
        payload: { type: 'phone', data: { phone: '5550001234' }, accountId: b.id },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(400);
      },
    },
    {
      what: 'cannot aim at B through the query string',
      request: ({ a, b }) => ({
        method: 'POST',
        url: `/v1/me/records?accountId=${b.id}`,
        token: a.token,
        payload: { type: 'phone', data: { phone: '5550001234' } },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(400);
      },
    },
  ],
  'GET /v1/me/records': [
    {
      what: "lists only A's",
      request: ({ a }) => ({ method: 'GET', url: '/v1/me/records', token: a.token }),
      check: (response, { a, b }) => {
        expect(response.statusCode).toBe(200);
        const items = json<{ items: Array<{ id: unknown[]; recordId: number }> }>(response).items;
        const seen = items.map((item) => item.recordId);
        expect(seen).toEqual(expect.arrayContaining(recordsFixture(a).recordIds));
        for (const item of items) expect(item.id[0]).toBe(a.id);
        for (const id of recordsFixture(b).recordIds) expect(seen).not.toContain(id);
      },
    },
  ],
  'GET /v1/me/records/{id}': [
    {
      what: "B's record is not found for A",
      request: ({ a, b }) => ({
        method: 'GET',
        url: `/v1/me/records/${recordsFixture(b).phoneRecordId}`,
        token: a.token,
      }),
      check: (response) => {
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ message: 'Record not found', statusCode: 404 });
      },
    },
    {
      what: "A's own record is found",
      request: ({ a }) => ({ method: 'GET', url: `/v1/me/records/${recordsFixture(a).phoneRecordId}`, token: a.token }),
      check: (response, { a }) => {
        expect(response.statusCode).toBe(200);
        expect(json(response)).toMatchObject({
          recordId: recordsFixture(a).phoneRecordId,
          id: [a.id, 'phone', recordsFixture(a).phoneRecordId],
        });
      },
    },
  ],
  'GET /v1/me/records/{recordId}/exists': [
    {
      what: "B's record does not exist for A, by the bearer token",
      request: ({ a, b }) => ({
        method: 'GET',
        url: `/v1/me/records/${recordsFixture(b).phoneRecordId}/exists`,
        token: a.token,
      }),
      check: notFoundAs('Record not found'),
    },
    {
      what: "B's record does not exist for A by the cookie either, nor B's e-mail record in its base64 form",
      request: ({ a, b }) => ({
        method: 'GET',
        url: `/v1/me/records/${btoa(String(recordsFixture(b).sharedEmailRecordId))}/exists`,
        headers: { cookie: `apiV2=${a.token}` },
      }),
      check: notFoundAs('Record not found'),
    },
    {
      what: "A's own e-mail record exists for A, by the cookie and in its base64 form, with no body",
      request: ({ a }) => ({
        method: 'GET',
        url: `/v1/me/records/${btoa(String(recordsFixture(a).sharedEmailRecordId))}/exists`,
        headers: { cookie: `apiV2=${a.token}` },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(204);
        expect(response.body).toBe('');
      },
    },
  ],
  'POST /v1/me/records/{id}/claim': [
    {
      what: "B's person record is not found for A, and A's account is unchanged",
      request: ({ a, b }) => ({
        method: 'POST',
        url: `/v1/me/records/${recordsFixture(b).personRecordId}/claim`,
        token: a.token,
        payload: { value: 'self' },
      }),
      check: async (response, { app, a }) => {
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ message: 'Record not found', statusCode: 404 });
        const me = await inject(app, { method: 'GET', url: '/v1/me', token: a.token });
        expect(json<{ data: Record<string, unknown> }>(me).data).not.toHaveProperty('customers_report');
      },
    },
    {
      what: 'cannot aim at B by naming B in the body',
      request: ({ a, b }) => ({
        method: 'POST',
        url: `/v1/me/records/${recordsFixture(a).personRecordId}/claim`,
        token: a.token,
        payload: { value: 'self', accountId: b.id },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(400);
      },
    },
    {
      what: 'cannot aim at B through the query string',
      request: ({ a, b }) => ({
        method: 'POST',
        url: `/v1/me/records/${recordsFixture(a).personRecordId}/claim?accountId=${b.id}`,
        token: a.token,
        payload: { value: 'self' },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(400);
      },
    },
    {
      what: "claims only A's own",
      request: ({ a }) => ({
        method: 'POST',
        url: `/v1/me/records/${recordsFixture(a).personRecordId}/claim`,
        token: a.token,
        payload: { value: 'self' },
      }),
      check: (response, { a }) => {
        expect(response.statusCode).toBe(200);
        expect(json(response)).toMatchObject({
          id: a.id,
          data: {
            customers_report: { record_id: recordsFixture(a).personRecordId, pointer: recordsFixture(a).personPointer },
          },
        });
      },
    },
  ],
  'PATCH /v1/me/records/{id}': [
    {
      what: "B's record is not found for A",
      request: ({ a, b }) => ({
        method: 'PATCH',
        url: `/v1/me/records/${recordsFixture(b).phoneRecordId}`,
        token: a.token,
        payload: { isArchived: true, isPremium: true },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ message: 'Record not found', statusCode: 404 });
      },
    },
    {
      what: 'cannot aim at B by naming B in the body (no mass assignment)',
      request: ({ a, b }) => ({
        method: 'PATCH',
        url: `/v1/me/records/${recordsFixture(a).phoneRecordId}`,
        token: a.token,
        payload: { isArchived: true, accountId: b.id, id: [b.id, 'phone', recordsFixture(b).phoneRecordId] },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(400);
      },
    },
    {
      what: 'cannot aim at B through the query string',
      request: ({ a, b }) => ({
        method: 'PATCH',
        url: `/v1/me/records/${recordsFixture(a).phoneRecordId}?accountId=${b.id}`,
        token: a.token,
        payload: { isArchived: true },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(400);
      },
    },
    {
      what: "changes only A's own",
      request: ({ a }) => ({
        method: 'PATCH',
        url: `/v1/me/records/${recordsFixture(a).phoneRecordId}`,
        token: a.token,
        payload: { isPremium: true },
      }),
      check: (response, { a }) => {
        expect(response.statusCode).toBe(200);
        expect(json(response)).toMatchObject({ recordId: recordsFixture(a).phoneRecordId, isPremium: true });
      },
    },
  ],
  'DELETE /v1/me/records/{id}': [
    {
      what: "B's record is not found for A",
      request: ({ a, b }) => ({
        method: 'DELETE',
        url: `/v1/me/records/${recordsFixture(b).spareRecordId}?type=phone`,
        token: a.token,
      }),
      check: (response) => {
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ message: 'Record not found', statusCode: 404 });
      },
    },
    {
      what: 'cannot aim at B through the query string',
      request: ({ a, b }) => ({
        method: 'DELETE',
        url: `/v1/me/records/${recordsFixture(a).spareRecordId}?type=phone&accountId=${b.id}`,
        token: a.token,
      }),
      check: (response) => {
        expect(response.statusCode).toBe(400);
      },
    },
    {
      what: "deletes only A's own",
      request: ({ a }) => ({
        method: 'DELETE',
        url: `/v1/me/records/${recordsFixture(a).spareRecordId}?type=phone`,
        token: a.token,
      }),
      check: async (response, { app, a }) => {
        expect(response.statusCode).toBe(204);
        const gone = await inject(app, {
          method: 'GET',
          url: `/v1/me/records/${recordsFixture(a).spareRecordId}`,
          token: a.token,
        });
        expect(gone.statusCode).toBe(404);
      },
    },
  ],
  'GET /v1/me/personal-data-protection/members': [
    {
      what: "lists only A's (B's self member is not among them)",
      request: ({ a }) => ({ method: 'GET', url: '/v1/me/personal-data-protection/members', token: a.token }),
      check: (response) => {
        expect(response.statusCode).toBe(200);
        expect(json(response)).toEqual({ items: [], familyLimit: 0 });
      },
    },
  ],
  ...guardianRows(),
  ...identityRows(),
  'PUT /v1/me/personal-data-protection/members/self': [
    {
      what: "B's person record is not found for A",
      request: ({ a, b }) => ({
        method: 'PUT',
        url: '/v1/me/personal-data-protection/members/self',
        token: a.token,
        payload: { recordId: recordsFixture(b).personRecordId },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ message: 'Record not found', statusCode: 404 });
      },
    },
    {
      what: 'cannot aim at B by naming B in the body',
      request: ({ a, b }) => ({
        method: 'PUT',
        url: '/v1/me/personal-data-protection/members/self',
        token: a.token,
        payload: { recordId: recordsFixture(a).personRecordId, accountId: b.id },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(400);
      },
    },
  ],
  // ---- record reports (issue 7) ----
  'GET /v1/me/records/{id}/report': [
    {
      what: "B's record is not found for A",
      request: ({ a, b }) => ({
        method: 'GET',
        url: `/v1/me/records/${recordsFixture(b).phoneRecordId}/report`,
        token: a.token,
      }),
      check: notFoundAs('Record not found'),
    },
    {
      what: "A's own report, with A's correction only",
      request: ({ a }) => ({
        method: 'GET',
        url: `/v1/me/records/${recordsFixture(a).phoneRecordId}/report`,
        token: a.token,
      }),
      check: (response, { a }) => {
        expect(response.statusCode).toBe(200);
        const body = json<{ recordId: number; corrections: Record<string, { value: string }> }>(response);
        expect(body.recordId).toBe(recordsFixture(a).phoneRecordId);
        expect(Object.values(body.corrections).map((item) => item.value)).toEqual([`m${a.id}`]);
      },
    },
    {
      what: 'cannot aim at B through the query string',
      request: ({ a, b }) => ({
        method: 'GET',
        url: `/v1/me/records/${recordsFixture(a).phoneRecordId}/report?accountId=${b.id}`,
        token: a.token,
      }),
      check: (response) => expect(response.statusCode).toBe(400),
    },
  ],
  'GET /v1/me/records/{id}/stats': [
    {
      what: "B's record is not found for A",
      request: ({ a, b }) => ({
        method: 'GET',
        url: `/v1/me/records/${recordsFixture(b).phoneRecordId}/stats`,
        token: a.token,
      }),
      check: notFoundAs('Record not found'),
    },
    {
      what: "A's own stats",
      request: ({ a }) => ({
        method: 'GET',
        url: `/v1/me/records/${recordsFixture(a).phoneRecordId}/stats`,
        token: a.token,
      }),
      check: (response, { a }) => {
        expect(response.statusCode).toBe(200);
        expect(json(response).recordId).toBe(recordsFixture(a).phoneRecordId);
      },
    },
  ],
  'GET /v1/me/records/{reportId}/layout': [
    {
      what: "B's report id is not found for A",
      request: ({ a, b }) => ({
        method: 'GET',
        url: `/v1/me/records/${recordsFixture(b).phoneRecordId}/layout`,
        token: a.token,
      }),
      check: notFoundAs('Record not found'),
    },
    {
      what: "A's own layout",
      request: ({ a }) => ({
        method: 'GET',
        url: `/v1/me/records/${recordsFixture(a).phoneRecordId}/layout`,
        token: a.token,
      }),
      check: (response) => {
        expect(response.statusCode).toBe(200);
        expect(json(response).type).toBe('phone');
      },
    },
  ],
  'PUT /v1/me/records/{id}/corrections/{itemId}': [
    {
      what: "cannot correct B's record",
      request: ({ a, b }) => ({
        method: 'PUT',
        url: `/v1/me/records/${recordsFixture(b).phoneRecordId}/corrections/contact.phones.0`,
        token: a.token,
        payload: { value: 'hijacked' },
      }),
      check: notFoundAs('Record not found'),
    },
    {
      what: 'cannot aim at B by naming B in the body',
      request: ({ a, b }) => ({
        method: 'PUT',
        url: `/v1/me/records/${recordsFixture(a).phoneRecordId}/corrections/contact.phones.0`,
        token: a.token,
        payload: { value: 'x', accountId: b.id },
      }),
      check: (response) => expect(response.statusCode).toBe(400),
    },
    {
      what: "corrects only A's own",
      request: ({ a }) => ({
        method: 'PUT',
        url: `/v1/me/records/${recordsFixture(a).phoneRecordId}/corrections/contact.emails.0`,
        token: a.token,
        payload: { value: 'a@example.invalid' },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(200);
        expect(json(response)).toMatchObject({ itemId: 'contact.emails.0', value: 'a@example.invalid' });
      },
    },
  ],
  'PATCH /v1/me/records/{id}/corrections': [
    {
      what: "cannot restore B's corrections",
      request: ({ a, b }) => ({
        method: 'PATCH',
        url: `/v1/me/records/${recordsFixture(b).phoneRecordId}/corrections`,
        token: a.token,
        payload: { items: { 'contact.phones.0': { active: false } } },
      }),
      check: notFoundAs('Record not found'),
    },
    {
      what: "restores only A's own",
      request: ({ a }) => ({
        method: 'PATCH',
        url: `/v1/me/records/${recordsFixture(a).phoneRecordId}/corrections`,
        token: a.token,
        payload: { items: { 'contact.phones.0': { active: false } } },
      }),
      check: (response, { a }) => {
        expect(response.statusCode).toBe(200);
        const corrections = json<{ corrections: Record<string, { value: string; active: boolean }> }>(
          response,
        ).corrections;
        expect(corrections['contact.phones.0']).toMatchObject({ value: `m${a.id}`, active: false });
      },
    },
  ],
  'PUT /v1/me/records/{id}/ratings/{section}': [
    {
      what: "cannot rate B's record",
      request: ({ a, b }) => ({
        method: 'PUT',
        url: `/v1/me/records/${recordsFixture(b).phoneRecordId}/ratings/contact`,
        token: a.token,
        payload: { rating: 1 },
      }),
      check: notFoundAs('Record not found'),
    },
    {
      what: "rates only A's own",
      request: ({ a }) => ({
        method: 'PUT',
        url: `/v1/me/records/${recordsFixture(a).phoneRecordId}/ratings/contact`,
        token: a.token,
        payload: { rating: 5 },
      }),
      check: (response) => expect(json(response)).toEqual({ section: 'contact', rating: 5 }),
    },
  ],
  'POST /v1/me/records/{id}/pdf': [
    {
      what: "cannot queue B's PDF",
      request: ({ a, b }) => ({
        method: 'POST',
        url: `/v1/me/records/${recordsFixture(b).phoneRecordId}/pdf`,
        token: a.token,
      }),
      check: notFoundAs('Record not found'),
    },
    {
      what: "queues only A's own",
      request: ({ a }) => ({
        method: 'POST',
        url: `/v1/me/records/${recordsFixture(a).phoneRecordId}/pdf`,
        token: a.token,
      }),
      check: (response) => {
        expect(response.statusCode).toBe(202);
        expect(json(response)).toEqual({ status: 'queued' });
      },
    },
  ],
  'GET /pdf/{memberId}/{type}/{recordId}': [
    {
      what: "B's PDF status is not found for A, under B's member id or A's",
      request: ({ a, b }) => ({
        method: 'GET',
        url: `/pdf/${b.id}/phone/${recordsFixture(b).phoneRecordId}`,
        token: a.token,
      }),
      check: notFoundAs('Record not found'),
    },
    {
      what: "B's record under A's member id is not found",
      request: ({ a, b }) => ({
        method: 'GET',
        url: `/pdf/${a.id}/phone/${recordsFixture(b).phoneRecordId}`,
        token: a.token,
      }),
      check: notFoundAs('Record not found'),
    },
    {
      what: "A's own status",
      request: ({ a }) => ({
        method: 'GET',
        url: `/pdf/${a.id}/phone/${recordsFixture(a).phoneRecordId}`,
        token: a.token,
      }),
      check: (response) => {
        expect(response.statusCode).toBe(200);
        expect(['queued', 'complete']).toContain(json(response).status);
      },
    },
  ],
  'GET /pdf/{memberId}/{type}/{recordId}/file': [
    {
      what: "B's PDF is never served to A (cookie only, B's member id)",
      request: ({ a, b }) => ({
        method: 'GET',
        url: `/pdf/${b.id}/phone/${recordsFixture(b).phoneRecordId}/file`,
        headers: { cookie: `apiV2=${a.token}` },
      }),
      check: notFoundAs('Record not found'),
    },
    {
      what: "B's PDF is never served to A (A's member id)",
      request: ({ a, b }) => ({
        method: 'GET',
        url: `/pdf/${a.id}/phone/${recordsFixture(b).phoneRecordId}/file`,
        headers: { cookie: `apiV2=${a.token}` },
      }),
      check: notFoundAs('Record not found'),
    },
    {
      what: "A's own PDF is served to A by the cookie",
      request: ({ a }) => ({
        method: 'GET',
        url: `/pdf/${a.id}/phone/${recordsFixture(a).phoneRecordId}`,
        headers: { cookie: `apiV2=${a.token}` },
      }),
      check: async (_response, { app, a }) => {
        // an earlier row may have queued a new version: let its render-pdf job finish it first
        await app.jobs.drain('render-pdf');
        const file = await app.inject({
          method: 'GET',
          url: `/pdf/${a.id}/phone/${recordsFixture(a).phoneRecordId}/file`,
          headers: { cookie: `apiV2=${a.token}` },
        });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      },
    },
  ],
  'GET /v1/me/lists': [
    {
      what: "lists only A's",
      request: ({ a }) => ({ method: 'GET', url: '/v1/me/lists', token: a.token }),
      check: (response, { a, b }) => {
        expect(response.statusCode).toBe(200);
        const ids = json<{ items: Array<{ id: number }> }>(response).items.map((item) => item.id);
        expect(ids).toContain(reportFixture(a).listId);
        expect(ids).not.toContain(reportFixture(b).listId);
        expect(ids).not.toContain(reportFixture(b).spareListId);
      },
    },
  ],
  'POST /v1/me/lists': [
    {
      what: 'cannot aim at B by naming B in the body',
      request: ({ a, b }) => ({
        method: 'POST',
        url: '/v1/me/lists',
        token: a.token,
        payload: { name: 'X', accountId: b.id },
      }),
      check: (response) => expect(response.statusCode).toBe(400),
    },
    {
      what: "B's list name is free for A (201, A's own)",
      request: ({ a, b }) => ({
        method: 'POST',
        url: '/v1/me/lists',
        token: a.token,
        payload: { name: `Matrix ${b.id}` },
      }),
      check: (response) => expect(response.statusCode).toBe(201),
    },
  ],
  'PATCH /v1/me/lists/{listId}/items': [
    {
      what: "cannot add to B's list",
      request: ({ a, b }) => ({
        method: 'PATCH',
        url: `/v1/me/lists/${reportFixture(b).listId}/items`,
        token: a.token,
        payload: { items: [{ type: 'phone', recordId: recordsFixture(a).phoneRecordId }] },
      }),
      check: notFoundAs('List not found'),
    },
    {
      what: "cannot put B's record in A's list",
      request: ({ a, b }) => ({
        method: 'PATCH',
        url: `/v1/me/lists/${reportFixture(a).listId}/items`,
        token: a.token,
        payload: { items: [{ type: 'phone', recordId: recordsFixture(b).phoneRecordId }] },
      }),
      check: notFoundAs('Record not found'),
    },
    {
      what: "adds A's own record to A's list",
      request: ({ a }) => ({
        method: 'PATCH',
        url: `/v1/me/lists/${reportFixture(a).listId}/items`,
        token: a.token,
        payload: { items: [{ type: 'email', recordId: recordsFixture(a).sharedEmailRecordId }] },
      }),
      check: (response) => {
        expect(response.statusCode).toBe(200);
        expect(json<{ items: unknown[] }>(response).items).toHaveLength(2);
      },
    },
  ],
  'DELETE /v1/me/lists/{listId}/items/{type}/{recordId}': [
    {
      what: "cannot remove from B's list",
      request: ({ a, b }) => ({
        method: 'DELETE',
        url: `/v1/me/lists/${reportFixture(b).listId}/items/phone/${recordsFixture(b).phoneRecordId}`,
        token: a.token,
      }),
      check: notFoundAs('List not found'),
    },
    {
      what: "B's record is not found in A's list",
      request: ({ a, b }) => ({
        method: 'DELETE',
        url: `/v1/me/lists/${reportFixture(a).listId}/items/phone/${recordsFixture(b).phoneRecordId}`,
        token: a.token,
      }),
      check: notFoundAs('Record not found'),
    },
  ],
  'DELETE /v1/me/lists/{listId}': [
    {
      what: "cannot delete B's list",
      request: ({ a, b }) => ({
        method: 'DELETE',
        url: `/v1/me/lists/${reportFixture(b).spareListId}`,
        token: a.token,
      }),
      check: notFoundAs('List not found'),
    },
    {
      what: "deletes only A's own",
      request: ({ a }) => ({ method: 'DELETE', url: `/v1/me/lists/${reportFixture(a).spareListId}`, token: a.token }),
      check: (response) => expect(response.statusCode).toBe(204),
    },
  ],
  ...monitoredRows('person'),
  ...monitoredRows('location'),
  ...watchRows(),
  'GET /v1/me/suggested-reports/': [
    {
      what: "suggests only from A's records",
      request: ({ a }) => ({ method: 'GET', url: '/v1/me/suggested-reports/', token: a.token }),
      check: (response, { b }) => {
        expect(response.statusCode).toBe(200);
        for (const item of json<{ items: Array<{ fromRecordId: number }> }>(response).items) {
          expect(recordsFixture(b).recordIds).not.toContain(item.fromRecordId);
        }
      },
    },
  ],
};

/** Everything B can read about itself, to compare before and after A's attempts. */
async function snapshot(app: FastifyInstance, b: Member): Promise<string[]> {
  const urls = [
    '/v1/me',
    '/v1/me/subscriptions',
    '/v1/me/orders',
    '/v1/me/payment-options',
    ...b.subscriptionIds.map((id) => `/v1/me/subscriptions/${id}`),
    '/v1/me/identity-monitoring/notifications',
    '/dashboard/api/data-monitoring/notifications/',
    '/v1/me/records',
    '/v1/me/personal-data-protection/members',
    ...[...recordsFixture(b).recordIds, recordsFixture(b).spareRecordId].map((id) => `/v1/me/records/${id}`),
    // reading B's report would count a view; its stats and the rows below show every change instead
    `/v1/me/records/${recordsFixture(b).phoneRecordId}/stats`,
    `/pdf/${b.id}/phone/${recordsFixture(b).phoneRecordId}`,
    '/v1/me/lists',
    '/v1/me/monitored/person-records',
    '/v1/me/monitored/location-records',
    WATCH_PATH,
    `${WATCH_PATH}/work/offenders`,
  ];
  const reads = await Promise.all(
    urls.map(async (url) => (await inject(app, { method: 'GET', url, token: b.token })).body),
  );
  const recordIds = [...recordsFixture(b).recordIds, recordsFixture(b).spareRecordId];
  const members = (
    await app.db.selectFrom('protection_members').select('id').where('account_id', '=', b.id).execute()
  ).map((row) => row.id);
  const guardianRows = await Promise.all(
    (
      [
        'protection_members',
        'guardian_listings',
        'guardian_removals',
        'guardian_scans',
        'guardian_broker_inquiries',
      ] as const
    ).map((table) =>
      app.db
        .selectFrom(table)
        .selectAll()
        .where(table === 'protection_members' ? 'id' : 'member_id', 'in', members.length ? members : [0])
        .orderBy('id')
        .execute(),
    ),
  );
  const identityRowsOfB = await app.db
    .selectFrom('identity_members')
    .leftJoin('identity_monitored_items', 'identity_monitored_items.member_id', 'identity_members.id')
    .selectAll()
    .where('identity_members.account_id', '=', b.id)
    .orderBy('identity_members.id')
    .execute();
  const rows = await Promise.all([
    app.db.selectFrom('record_corrections').selectAll().where('record_id', 'in', recordIds).orderBy('id').execute(),
    app.db
      .selectFrom('record_correction_events')
      .selectAll()
      .where('record_id', 'in', recordIds)
      .orderBy('id')
      .execute(),
    app.db.selectFrom('record_ratings').selectAll().where('record_id', 'in', recordIds).orderBy('id').execute(),
    app.db.selectFrom('record_views').selectAll().where('record_id', 'in', recordIds).execute(),
    app.db
      .selectFrom('pdf_jobs')
      .select(['id', 'record_id', 'status', 'report_version', 'requested_at', 'finished_at'])
      .where('account_id', '=', b.id)
      .orderBy('id')
      .execute(),
  ]);
  return [...reads, JSON.stringify(rows), JSON.stringify(guardianRows), JSON.stringify(identityRowsOfB)];
}

/** Operations that need a signed-in member but hold nothing of one: they read the public records. */
export const MEMBER_ONLY: Record<string, string> = {
  'GET /v1/search/people': 'searches the public records',
  'GET /v1/search/phones': 'searches the public records',
  'GET /v1/search/emails': 'searches the public records',
  'GET /v1/search/addresses': 'searches the public records',
  'GET /v1/people/{pointer}': "reads a public person, the member's own views only through /v1/me/records",
  'GET /v1/locations/{pointer}': 'reads a public place',
  'GET /v1/lookup': 'suggests public names and places',
  'GET /v1/map/places': "the cities and ZIP codes in a map's box, packaged open data, the same for every member",
  'GET /v1/me/catalog': 'the products for sale, the same for every member',
  'GET /v1/guardian/brokers': 'the sites Guardian scans, the same for every member',
  'GET /v1/breaches/passwords/range/{prefix}':
    'breached password hashes under a 5-character prefix, the same for every member (k-anonymity)',
  'PATCH /v1/me/profile': "changes only the signed-in member's own name and e-mail (no id in the path or body)",
  'PUT /v1/me/cross-sell-intent':
    "changes only the signed-in member's own data (no id in the path or body; the pointer names a public person)",
  'POST /v1/me/password': "changes only the signed-in member's own password (no id in the path or body)",
  'POST /v1/support/messages': 'writes a new message of the signed-in member; nothing is read back',
  'GET /v1/me/alert-emails': "reads only the signed-in member's own alert e-mail choice (no id in the path)",
  'PUT /v1/me/alert-emails': "sets only the signed-in member's own alert e-mail choice (no id in the path or body)",
};

/** Operations open without a member, each with the reason it must be. */
export const PUBLIC: Record<string, string> = {
  'GET /v1/ping': 'health check for the edge and the deploy scripts',
  'GET /v1/contract': 'the edge asks which API contract is served before it keeps a session on its releases',
  'GET /v1/altcha/challenge': 'the bot check is solved before sign-in',
  'POST /v1/authenticate': 'sign-in itself',
  'POST /v1/refresh-access-token': 'the access token has expired by then; the refresh token is the credential',
  'POST /v1/logout': 'ends the session its refresh token names, signed in or not',
  'GET /v1/meta/{*}': 'site texts and settings shown before sign-in',
  'GET /v1/dynamic-layouts/{layoutId}': 'page layouts of the public pages',
  'POST /v1/events': 'telemetry of visitors too (rate-limited, validated)',
  'POST /v1/errors': 'error reports of visitors too (rate-limited, validated)',
  'POST /v1/release-health':
    "release-health counts of visitors' browsers too, sent as beacons (no headers): known by the device cookie, " +
    'rate-limited per device, validated, no personal data (issue 60)',
  'GET /v1/release-health/{remote}':
    "the release guard's read of per-version figures: no member's data; the operator token RELEASE_HEALTH_TOKEN " +
    'is its credential (401 without it, 404 when unset)',
  'POST /v1/opt-outs': 'anyone may ask to be removed from the public records (spec: opt-out form)',
  'POST /v1/opt-outs/confirm':
    'the e-mailed link confirms an opt-out; the single-use token is the credential (no account: the person may be no member)',
  'POST /v1/webhooks/identity-events':
    'the identity provider delivers its events; its HMAC signature over the body is the credential (issue 58)',
  'GET /v1/alert-emails/unsubscribe':
    "an alert e-mail's unsubscribe link, opened from a mailbox: shows a confirmation and changes nothing (issue 58)",
  'POST /v1/alert-emails/unsubscribe':
    'one-click unsubscribe (RFC 8058) posted by mail clients, which hold no login; the HMAC-signed token naming the ' +
    "account is the credential, and it can only turn that account's alert e-mails off (issue 58)",
  'GET /v1/removal-results':
    "the published removal results of the public page: per-broker figures, no member's data (issue 59)",
};

describe.each(ENGINES)('authorization matrix on %s: member A versus member B', (engine) => {
  let database: TestDatabase;
  let context: Context;

  async function member(app: FastifyInstance, email: string): Promise<Member> {
    const token = (await loginTokens(app, email)).accessToken;
    const account = await app.accounts.findByEmail(email);
    const id = account!.id;
    const column = async (table: 'subscriptions' | 'orders' | 'payment_options') =>
      (await app.db.selectFrom(table).select('id').where('account_id', '=', id).execute()).map((row) => row.id);
    return {
      email,
      id,
      token,
      subscriptionIds: await column('subscriptions'),
      orderIds: await column('orders'),
      paymentOptionIds: await column('payment_options'),
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // a small public-records data set, so monitored records have pointers that resolve
    await seedRecords(database, 100);
    const app = await buildTestApp(database);
    const [a, b] = [await member(app, MEMBERS.premium), await member(app, MEMBERS.guardian)];
    await addHostShellFixtures(app, [a, b]);
    await addRecordFixtures(app, [a, b]);
    // B (Guardian) protects itself, so A's attempts have something of B's to miss
    const self = await app.db
      .insertInto('protection_members')
      .values({
        account_id: b.id,
        record_id: recordsFixture(b).personRecordId,
        first_name: 'Matrix',
        last_name: 'Member',
        is_self: 1,
        pointer: recordsFixture(b).personPointer,
        usage_id: `guardian-matrix-${b.id}`,
        status: 'setup_required',
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listing = await app.db
      .insertInto('guardian_listings')
      .values({
        member_id: self.id,
        broker_slug: 'whitepages',
        listing_key: 'whitepages:matrix',
        url: 'https://www.whitepages.com/name/Matrix-Member',
        exposed: JSON.stringify(['name', 'address']),
        person_id: null,
        present: 1,
        first_seen_at: Date.now(),
        last_seen_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const removal = await app.db
      .insertInto('guardian_removals')
      .values({
        listing_id: listing.id,
        member_id: self.id,
        status: 'needs_action',
        submitted_at: Date.now(),
        next_due_at: null,
        action_required: 'Whitepages confirms removals by phone.',
        history: JSON.stringify([{ status: 'submitted', at: Date.now() }]),
        reference: 'GRD-MATRIX',
        updated_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const watched = await app.db
      .insertInto('identity_members')
      .values({
        account_id: b.id,
        first_name: 'Matrix',
        last_name: 'Member',
        is_self: 1,
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await app.db
      .insertInto('identity_monitored_items')
      .values({
        member_id: watched.id,
        kind: 'email',
        hash: 'matrix-hash',
        display: 'm••••@example.com',
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    context = {
      app,
      a,
      b,
      guardianOfB: { memberId: self.id, listingId: listing.id, removalId: removal.id },
      identityOfB: { memberId: watched.id, itemId: item.id },
    };
    await addReportFixtures(app, [context.a, context.b]);
    await watchAddress(app, a.id, 'home');
    await watchAddress(app, b.id, 'work');
  });
  afterAll(async () => {
    await context.app.close();
    await database.drop();
  });

  it('covers every operation of the OpenAPI document: member-owned, member-only or public with a reason', () => {
    const routes = openApiRoutes(context.app);
    expect(routes.length).toBeGreaterThan(40);
    const unlisted = routes
      .map((route) => route.key)
      .filter((key) => !(key in MATRIX) && !(key in MEMBER_ONLY) && !(key in PUBLIC));
    expect(unlisted).toEqual([]);
    // the document and the lists agree on which operations need a member
    expect(
      routes
        .filter((route) => route.anonymous)
        .map((route) => route.key)
        .sort(),
    ).toEqual(Object.keys(PUBLIC).sort());
    // every listed operation still exists (a removed or renamed route leaves no stale row)
    const keys = new Set(routes.map((route) => route.key));
    expect(
      [...Object.keys(MATRIX), ...Object.keys(MEMBER_ONLY), ...Object.keys(PUBLIC)].filter((key) => !keys.has(key)),
    ).toEqual([]);
  });

  it('every operation that needs a member refuses an anonymous call, and a forged token, with 401', async () => {
    const refused: string[] = [];
    for (const route of openApiRoutes(context.app).filter((candidate) => !candidate.anonymous)) {
      const url = fillPath(route.path, { memberId: String(context.a.id) });
      for (const token of [undefined, 'not.a.token']) {
        const response = await inject(context.app, {
          method: route.method as 'GET',
          url,
          token,
          ...(route.body ? { payload: {} } : {}),
        });
        if (response.statusCode !== 401) refused.push(`${route.key} ${token ?? 'anonymous'}: ${response.statusCode}`);
      }
    }
    expect(refused).toEqual([]);
  });

  describe.each(Object.entries(MATRIX))('%s', (_route, attempts) => {
    it.each(attempts.map((attempt) => [attempt.what, attempt]))('%s, and B is untouched', async (_what, attempt) => {
      const before = await snapshot(context.app, context.b);
      const response = await inject(context.app, attempt.request(context) as InjectOptions & { token?: string });
      await attempt.check(response, context);
      expect(await snapshot(context.app, context.b)).toEqual(before);
    });
  });
});

// The paywall (issue 13 point 1, issue 55 point 1): every route that reveals a person is paid for. The ones that
// reveal people the member has not saved (searches, teasers, lookup, record creation, suggested reports) answer a
// member with an active membership and refuse a lapsed one with a 402 naming the item to buy, never a 403 (which signs
// the client out); the ones that reveal more of a saved person need their own entitlement. Every operation of the API
// is classified in person-revealing-routes.ts, so a route added without saying whether it reveals anyone fails.
describe.each(ENGINES)('authorization matrix on %s: the paywall of every route that reveals a person', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let requests: Record<string, PaywalledRequest>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, 100);
    app = await buildTestApp(database);
    requests = await membershipRequestsOf(app);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('classifies every operation of the API once: paid by a membership, by its own entitlement, or revealing no one new', () => {
    const classified = [
      ...Object.keys(requests),
      ...Object.keys(ENTITLED_REQUESTS),
      ...Object.keys(REVEALS_NO_ONE_NEW),
    ].sort();
    expect(classified).toEqual(
      openApiRoutes(app)
        .map((route) => route.key)
        .sort(),
    );
  });

  it('answers a member with an active membership and refuses a lapsed one with a 402, never a 403', async () => {
    const active = (await loginTokens(app, MEMBERS.premium)).accessToken;
    const lapsed = (await loginTokens(app, MEMBERS.lapsed)).accessToken;
    for (const [route, { answers, refusedFor, ...request }] of Object.entries(requests)) {
      expect([route, (await inject(app, { ...request, token: active })).statusCode]).toEqual([route, answers]);
      const refused = await inject(app, { ...request, token: lapsed });
      expect([
        route,
        refused.statusCode,
        refused.headers['x-required-item'],
        refused.headers['x-required-for'],
      ]).toEqual([route, 402, 'person_report', refusedFor]);
    }
  });

  it('refuses a lapsed member what more a saved record would reveal, with the 402 of its entitlement', async () => {
    const account = await app.accounts.findByEmail(MEMBERS.lapsed);
    const { pointers } = await app.publicRecordsRepository.dataset();
    const now = Date.now();
    // a person record the member saved while the membership ran
    const record = await app.db
      .insertInto('records')
      .values({
        account_id: account!.id,
        type: 'person',
        pointer: pointers.encode('person', 1),
        value: null,
        data: JSON.stringify({ name: { first: 'Saved', middle: null, last: 'Before' } }),
        report_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const context = {
      recordId: record.id,
      personPointer: pointers.encode('person', 2),
      locationPointer: pointers.encode('location', 1),
    };
    const lapsed = (await loginTokens(app, MEMBERS.lapsed)).accessToken;
    for (const [route, entry] of Object.entries(ENTITLED_REQUESTS)) {
      const response = await inject(app, {
        method: entry.method,
        url: entry.url(context),
        token: lapsed,
        ...(entry.payload ? { payload: entry.payload(context) } : {}),
      });
      try {
        entry.refused(response);
      } catch (error) {
        throw new Error(`${route}: ${response.statusCode} ${response.body}`, { cause: error });
      }
    }
  });
});
