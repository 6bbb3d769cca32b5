import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { json } from '../../helper';

// Every route of the API that reveals a person (issue 13 point 1, issue 55 point 1, OWASP API5), and how each is paid
// for. The paywall test and the authorization matrix walk these lists; the matrix checks that every operation of the
// OpenAPI document is in exactly one of them, so a route added later must say whether it reveals anyone.

export interface PaywalledRequest {
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, unknown>;
  /** the status a member with an active membership gets */
  answers: 200 | 201;
  /** the X-Required-For of a lapsed member's 402: searching, or opening someone's report from a result */
  refusedFor: 'search' | 'report';
}

interface Urls {
  person: string;
  location: string;
  phone: string;
  email: string;
  street: string;
  state: string;
}

/**
 * Routes that reveal people the member has not saved: searches, teasers, lookup, creating a record from a result (it
 * answers with the owner's name, address and date of birth) and the suggested reports (more people, with pointers to
 * create records from). They need an active membership; a lapsed member gets a 402 naming person_report.
 */
export function membershipRequests(urls: Urls): Record<string, PaywalledRequest> {
  const get = (url: string): PaywalledRequest => ({ method: 'GET', url, answers: 200, refusedFor: 'search' });
  return {
    'GET /v1/search/people': get(`/v1/search/people?firstName=Paula&lastName=Reyes`),
    'GET /v1/search/phones': get(`/v1/search/phones?phone=${urls.phone}`),
    'GET /v1/search/emails': get(`/v1/search/emails?email=${encodeURIComponent(urls.email)}`),
    'GET /v1/search/addresses': get(
      `/v1/search/addresses?street=${encodeURIComponent(urls.street)}&state=${urls.state}`,
    ),
    'GET /v1/people/{pointer}': get(`/v1/people/${urls.person}?fields=names,locations,dobs,dods&teaser=true`),
    'GET /v1/locations/{pointer}': get(`/v1/locations/${urls.location}?fields=address`),
    'GET /v1/lookup': get(`/v1/lookup?search=${encodeURIComponent(urls.street.slice(0, 6))}`),
    'POST /v1/me/records': {
      method: 'POST',
      url: '/v1/me/records',
      payload: { type: 'phone', data: { phone: urls.phone } },
      answers: 201,
      refusedFor: 'report',
    },
    'GET /v1/me/suggested-reports/': get('/v1/me/suggested-reports/'),
  };
}

/** The requests above for the first person of the data set (the person-report demo member's record). */
export async function membershipRequestsOf(app: FastifyInstance): Promise<Record<string, PaywalledRequest>> {
  const person = await app.db.selectFrom('pr_people').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const place = await app.db
    .selectFrom('pr_places')
    .selectAll()
    .where('id', '=', person.place_id)
    .executeTakeFirstOrThrow();
  const phone = await app.db.selectFrom('pr_phones').select('number').where('person_id', '=', 1).executeTakeFirst();
  const email = await app.db.selectFrom('pr_emails').select('address').where('person_id', '=', 1).executeTakeFirst();
  const { pointers } = await app.publicRecordsRepository.dataset();
  return membershipRequests({
    person: pointers.encode('person', 1),
    location: pointers.encode('location', place.id),
    phone: phone?.number ?? '2125550100',
    email: email?.address ?? 'nobody@example.com',
    street: `${place.street_number} ${place.street_name}`,
    state: place.state,
  });
}

/** A person record of the member, and pointers of the data set to name in bodies. */
export interface EntitledContext {
  recordId: number;
  personPointer: string;
  locationPointer: string;
}

export interface EntitledRequest {
  method: 'GET' | 'POST' | 'PATCH';
  url: (context: EntitledContext) => string;
  payload?: (context: EntitledContext) => Record<string, unknown>;
  /** what a member without the entitlement gets */
  refused: (response: LightMyRequestResponse) => void;
}

function paymentRequiredFor(item: string, reason: string) {
  return (response: LightMyRequestResponse) => {
    expect([response.statusCode, response.headers['x-required-item'], response.headers['x-required-for']]).toEqual([
      402,
      item,
      reason,
    ]);
  };
}

const REPORT = paymentRequiredFor('person_report', 'report');
const MONITORING = paymentRequiredFor('data_monitoring', 'product');

/**
 * Routes that reveal more about a person the member saved (the full report, its PDF, the refreshed data of a
 * monitored record, offenders near an address, report updates): each needs its own entitlement, whatever the member
 * held when the record was saved. `recordId` is a person record of the member.
 */
export const ENTITLED_REQUESTS: Record<string, EntitledRequest> = {
  'GET /v1/me/records/{id}/report': {
    method: 'GET',
    url: ({ recordId }) => `/v1/me/records/${recordId}/report`,
    refused: REPORT,
  },
  'POST /v1/me/records/{id}/pdf': {
    method: 'POST',
    url: ({ recordId }) => `/v1/me/records/${recordId}/pdf`,
    refused: REPORT,
  },
  'GET /v1/me/monitored/person-records': {
    method: 'GET',
    url: () => '/v1/me/monitored/person-records',
    refused: MONITORING,
  },
  'POST /v1/me/monitored/person-records': {
    method: 'POST',
    url: () => '/v1/me/monitored/person-records',
    payload: ({ personPointer }) => ({ pointer: personPointer, usageId: 'paywall-person' }),
    refused: MONITORING,
  },
  'GET /v1/me/monitored/person-records/{id}': {
    method: 'GET',
    url: ({ recordId }) => `/v1/me/monitored/person-records/${recordId}`,
    refused: MONITORING,
  },
  'PATCH /v1/me/monitored/person-records/{id}': {
    method: 'PATCH',
    url: ({ recordId }) => `/v1/me/monitored/person-records/${recordId}`,
    payload: () => ({ isArchived: true }),
    refused: MONITORING,
  },
  'GET /v1/me/monitored/location-records': {
    method: 'GET',
    url: () => '/v1/me/monitored/location-records',
    refused: MONITORING,
  },
  'POST /v1/me/monitored/location-records': {
    method: 'POST',
    url: () => '/v1/me/monitored/location-records',
    payload: ({ locationPointer }) => ({ pointer: locationPointer, usageId: 'paywall-location' }),
    refused: MONITORING,
  },
  'PATCH /v1/me/monitored/location-records/{id}': {
    method: 'PATCH',
    url: ({ recordId }) => `/v1/me/monitored/location-records/${recordId}`,
    payload: () => ({ isArchived: true }),
    refused: MONITORING,
  },
  'GET /v1/me/sex-offender-watch/addresses/{label}/offenders': {
    method: 'GET',
    url: () => '/v1/me/sex-offender-watch/addresses/home/offenders',
    refused: MONITORING,
  },
  'GET /dashboard/api/data-monitoring/notifications/': {
    method: 'GET',
    url: () => '/dashboard/api/data-monitoring/notifications/',
    // the header's alerts widget asks on every page: without data monitoring it answers empty lists, not a 402
    refused: (response) => {
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ location_notifications: [], person_notifications: [] });
    },
  },
};

const OWN = "the member's own account, orders or settings: nobody else";
const SAVED = 'what the member saved when they had access, as saved (no refreshed or further data)';
const GUARDIAN =
  'the people the member protects: which sites list them and which kinds of data each shows (not the data)';
const IDENTITY = "the member's own identity details and the breaches that name them";
const PUBLIC_TEXT = 'the same for everyone: site texts, layouts, catalogs, map place names';

/** Every other operation, with why it reveals nobody the member has not already seen or given. */
export const REVEALS_NO_ONE_NEW: Record<string, string> = {
  'GET /v1/ping': PUBLIC_TEXT,
  'GET /v1/contract': PUBLIC_TEXT,
  'GET /v1/altcha/challenge': PUBLIC_TEXT,
  'POST /v1/authenticate': OWN,
  'POST /v1/refresh-access-token': OWN,
  'POST /v1/logout': OWN,
  'GET /v1/me': OWN,
  'PATCH /v1/me': OWN,
  'PUT /v1/me/cross-sell-intent':
    'notes a person the member was shown in results, only while they hold person reports; answers with their account',
  'GET /v1/me/subscriptions': OWN,
  'POST /v1/me/subscriptions': OWN,
  'GET /v1/me/subscriptions/{id}': OWN,
  'PATCH /v1/me/subscriptions/{id}': OWN,
  'GET /v1/me/orders': OWN,
  'POST /v1/me/orders': OWN,
  'POST /v1/me/orders/{id}/refund': OWN,
  'GET /v1/me/payment-options': OWN,
  'POST /v1/me/payment-options': OWN,
  'PATCH /v1/me/payment-options/{id}': OWN,
  'DELETE /v1/me/payment-options/{id}': OWN,
  'GET /v1/me/catalog': PUBLIC_TEXT,
  'PATCH /v1/me/profile': OWN,
  'POST /v1/me/password': OWN,
  'GET /v1/meta/{*}': PUBLIC_TEXT,
  'POST /v1/events': 'writes telemetry; nothing is read back',
  'POST /v1/errors': 'writes an error report; nothing is read back',
  'POST /v1/release-health': 'writes counts of remote releases; nothing is read back',
  'GET /v1/release-health/{remote}': 'per-version counts of a remote release, no person in them (operator token)',
  'GET /v1/dynamic-layouts/{layoutId}': PUBLIC_TEXT,
  'GET /v1/map/places': PUBLIC_TEXT,
  'POST /v1/opt-outs': 'the same answer whether anyone matched or not',
  'POST /v1/opt-outs/confirm': 'answers only whether the link was valid',
  'POST /v1/webhooks/identity-events': 'the identity provider delivers events; answers only whether one was received',
  'GET /v1/me/alert-emails': OWN,
  'PUT /v1/me/alert-emails': OWN,
  'GET /v1/alert-emails/unsubscribe': 'a page that says only whether alert e-mails are on for the link',
  'POST /v1/alert-emails/unsubscribe': 'answers only whether the link was valid',
  'POST /v1/support/messages': 'writes a message; nothing is read back',
  'GET /v1/me/identity-monitoring/notifications': IDENTITY,
  'GET /v1/me/exposures':
    "which kinds of the member's own data are exposed where (their breaches, listings and confirmed report), not the data",
  'GET /v1/me/records': SAVED,
  'GET /v1/me/records/{id}': SAVED,
  'GET /v1/me/records/{recordId}/exists': 'whether the member saved a record: nothing of its data',
  'PATCH /v1/me/records/{id}': `${SAVED}; a premium upgrade needs premium_person_report (402)`,
  'DELETE /v1/me/records/{id}': SAVED,
  'POST /v1/me/records/{id}/claim': SAVED,
  'GET /v1/me/records/{id}/stats': "how many items each section of a saved record's report holds, not the items",
  'GET /v1/me/records/{reportId}/layout': "the order of a report's sections, the same for every record of a type",
  'PUT /v1/me/records/{id}/corrections/{itemId}': "the member's own corrections of a saved report",
  'PATCH /v1/me/records/{id}/corrections': "the member's own corrections of a saved report",
  'PUT /v1/me/records/{id}/ratings/{section}': "the member's own rating",
  'GET /v1/me/lists': SAVED,
  'POST /v1/me/lists': SAVED,
  'PATCH /v1/me/lists/{listId}/items': SAVED,
  'DELETE /v1/me/lists/{listId}/items/{type}/{recordId}': SAVED,
  'DELETE /v1/me/lists/{listId}': SAVED,
  'GET /pdf/{memberId}/{type}/{recordId}': 'the state of a PDF the member made (and paid for) before',
  'GET /pdf/{memberId}/{type}/{recordId}/file': 'a PDF the member made (and paid for) before',
  'GET /v1/me/personal-data-protection/members': GUARDIAN,
  'POST /v1/me/personal-data-protection/members': `${GUARDIAN}; needs the family add-on (402)`,
  'PUT /v1/me/personal-data-protection/members/self': GUARDIAN,
  'PATCH /v1/me/personal-data-protection/members/{memberId}': GUARDIAN,
  'DELETE /v1/me/personal-data-protection/members/{memberId}': GUARDIAN,
  'PUT /v1/me/personal-data-protection/members/{memberId}/identity': GUARDIAN,
  'POST /v1/me/personal-data-protection/enroll': `${GUARDIAN}; needs Guardian (402)`,
  'GET /v1/guardian/brokers': PUBLIC_TEXT,
  'GET /v1/me/personal-data-protection/members/{memberId}/protection': GUARDIAN,
  'POST /v1/me/personal-data-protection/members/{memberId}/scans': `${GUARDIAN}; needs Guardian (402)`,
  'POST /v1/me/personal-data-protection/members/{memberId}/removals': `${GUARDIAN}; needs Guardian (402)`,
  'POST /v1/me/personal-data-protection/members/{memberId}/removals/{removalId}/action-done': GUARDIAN,
  'GET /v1/me/personal-data-protection/members/{memberId}/removals/{removalId}/letter': GUARDIAN,
  'PUT /v1/me/personal-data-protection/members/{memberId}/listings/{listingId}/verdict': GUARDIAN,
  'GET /v1/me/personal-data-protection/members/{memberId}/removals/{removalId}/evidence': GUARDIAN,
  'GET /v1/me/personal-data-protection/members/{memberId}/removals/{removalId}/evidence/{evidenceId}': GUARDIAN,
  'GET /v1/me/personal-data-protection/members/{memberId}/removals/{removalId}/proof.pdf': GUARDIAN,
  'POST /v1/me/personal-data-protection/members/{memberId}/listings': `${GUARDIAN}; needs Guardian (402)`,
  'POST /v1/me/personal-data-protection/members/{memberId}/inquiries': `${GUARDIAN}; needs Guardian (402)`,
  'PUT /v1/me/personal-data-protection/members/{memberId}/removals/{removalId}/mailing': GUARDIAN,
  'GET /v1/me/personal-data-protection/members/{memberId}/removals/{removalId}/letter.pdf': GUARDIAN,
  'GET /v1/me/alerts/{alertId}': IDENTITY,
  'PUT /v1/me/alerts/{alertId}/steps/{stepKey}': IDENTITY,
  'GET /v1/me/credit-freezes': OWN,
  'PUT /v1/me/credit-freezes/planned-application': OWN,
  'PUT /v1/me/credit-freezes/{bureau}': OWN,
  'GET /v1/me/credit-freezes/{bureau}/pin': OWN,
  'GET /v1/me/identity-monitoring/members': IDENTITY,
  'POST /v1/me/identity-monitoring/members': IDENTITY,
  'PATCH /v1/me/identity-monitoring/members/{memberId}': IDENTITY,
  'DELETE /v1/me/identity-monitoring/members/{memberId}': IDENTITY,
  'GET /v1/me/identity-monitoring/members/{memberId}/monitored-data': IDENTITY,
  'PATCH /v1/me/identity-monitoring/members/{memberId}/monitored-data': IDENTITY,
  'DELETE /v1/me/identity-monitoring/members/{memberId}/monitored-data/{suffix}': IDENTITY,
  'GET /v1/me/identity-monitoring/members/{memberId}/alerts': IDENTITY,
  'GET /v1/breaches/passwords/range/{prefix}': 'breached password hashes under a prefix (k-anonymity): no person',
  'GET /v1/me/events': 'that something of the member changed (topics and ids), not the data',
  'GET /v1/me/sex-offender-watch/addresses': "the member's own saved addresses (needs data monitoring, 402)",
  'PUT /v1/me/sex-offender-watch/addresses/{label}': "the member's own address (needs data monitoring, 402)",
  'DELETE /v1/me/sex-offender-watch/addresses/{label}': "the member's own address (needs data monitoring, 402)",
  'GET /v1/removal-results': 'per-broker counts and rates of all removal requests, no person (issue 59)',
};
