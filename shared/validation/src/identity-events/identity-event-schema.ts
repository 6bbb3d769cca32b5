import { lazy, number, object, string, type InferType, type ObjectShape } from 'yup';

import { isCalendarDate } from '../calendar-date';
import { deferredSchema } from '../deferred-schema';
import { bodyObject, isPlainObject, text, typeMessage, wholeNumber } from '../payload-fields';
import { literals, shape } from '../responses/contract-fields';

// The identity-monitoring provider's protocol (issue 58): there is no public standard, so it follows Stripe's
// webhooks, the industry's common form. The provider POSTs one JSON event per request to Beacon's webhook URL, signed
// in the `Beacon-Identity-Signature` header; Beacon enrolls a member's account by an opaque reference. Defined once
// here: the server parses what it receives with these schemas, and the local stand-in of the provider parses its
// requests with them too.
//
// Objects are strict about the fields they declare and tolerant of fields they do not: a provider adds fields to its
// events over time (Stripe says to expect it), and refusing an event for an unknown field would have the provider
// retry it for days. An unknown event type, on the other hand, is refused, so the provider keeps it until Beacon
// knows what to make of it.

export const IDENTITY_EVENT_TYPES = [
  'ssn_trace.new_name',
  'address.change',
  'court_record.new',
  'payday_loan.application',
  'credit.inquiry',
] as const;
export type IdentityEventType = (typeof IDENTITY_EVENT_TYPES)[number];

export function isIdentityEventType(value: unknown): value is IdentityEventType {
  return (IDENTITY_EVENT_TYPES as readonly unknown[]).includes(value);
}

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const IDENTITY_SIGNATURE_HEADER = 'Beacon-Identity-Signature';

/** The provider's event ids: `evt_` and letters or digits. */
export const IDENTITY_EVENT_ID_PATTERN = /^evt_[A-Za-z0-9]{8,64}$/;
/** Beacon's opaque subscriber references (never an account id or anything personal). */
export const IDENTITY_SUBSCRIBER_REFERENCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const CREDIT_BUREAUS = ['equifax', 'experian', 'transunion'] as const;

/** A yyyy-mm-dd date. */
const calendarDate = () =>
  text(10)
    .required()
    .test('date', typeMessage('a date written yyyy-mm-dd'), (value) => value === undefined || isCalendarDate(value));

const required = (max: number) => text(max).required();

/** An object of the protocol: its declared fields checked, others tolerated (see above). */
function protocolObject<S extends ObjectShape>(shape: S) {
  return object(shape).strict().typeError(typeMessage('an object')).required();
}

const postalAddress = () =>
  protocolObject({
    street: required(120),
    city: required(60),
    state: required(2).matches(/^[A-Z]{2}$/, typeMessage('a two-letter state code')),
    zip: required(10).matches(/^\d{5}(-\d{4})?$/, typeMessage('a ZIP code')),
  });

const personName = () =>
  protocolObject({
    first: required(60),
    middle: text(60).optional(),
    last: required(60),
  });

/** What each type of event carries in `data`. */
const DATA_SHAPES = {
  /** a new name (and the address it was seen at) linked to the subscriber's Social Security number */
  'ssn_trace.new_name': () =>
    protocolObject({ name: personName(), address: postalAddress(), reported_on: calendarDate() }),
  /** the postal service or a creditor recorded a change of the subscriber's address */
  'address.change': () =>
    protocolObject({ old_address: postalAddress(), new_address: postalAddress(), changed_on: calendarDate() }),
  /** a court filed a record in the subscriber's name */
  'court_record.new': () =>
    protocolObject({
      court: required(120),
      case_number: required(60),
      offense: required(200),
      filed_on: calendarDate(),
    }),
  /** a payday lender received an application in the subscriber's name */
  'payday_loan.application': () =>
    protocolObject({
      lender: required(120),
      lender_phone: text(20).optional(),
      /** in cents, as Stripe writes amounts */
      amount: number()
        .strict()
        .typeError(typeMessage('a number'))
        .integer(typeMessage('a whole number of cents'))
        .min(1, typeMessage('a positive amount'))
        .max(100_000_000, typeMessage('at most 1,000,000.00'))
        .required(),
      currency: string().strict().oneOf(['usd'], typeMessage('"usd"')).required(),
      applied_on: calendarDate(),
    }),
  /** a creditor pulled the subscriber's credit report at a bureau (a hard inquiry) */
  'credit.inquiry': () =>
    protocolObject({
      creditor: required(120),
      bureau: string().strict().oneOf(CREDIT_BUREAUS, typeMessage('equifax, experian or transunion')).required(),
      inquired_on: calendarDate(),
    }),
} satisfies Record<IdentityEventType, () => unknown>;

function eventSchemaOf<T extends IdentityEventType>(type: T) {
  return object({
    id: required(80).matches(IDENTITY_EVENT_ID_PATTERN, typeMessage('an event id (evt_…)')),
    type: string()
      .strict()
      .oneOf([type] as const)
      .required(),
    /** when the provider created the event, in Unix seconds */
    created: wholeNumber().required(),
    subscriber: protocolObject({
      reference: required(64).matches(IDENTITY_SUBSCRIBER_REFERENCE_PATTERN, typeMessage('a subscriber reference')),
    }),
    data: DATA_SHAPES[type]() as ReturnType<(typeof DATA_SHAPES)[T]>,
  })
    .strict()
    .typeError('The event must be a JSON object')
    .required('The event must be a JSON object');
}

const EVENT_SCHEMAS = /* @__PURE__ */ deferredSchema(() => ({
  'ssn_trace.new_name': eventSchemaOf('ssn_trace.new_name'),
  'address.change': eventSchemaOf('address.change'),
  'court_record.new': eventSchemaOf('court_record.new'),
  'payday_loan.application': eventSchemaOf('payday_loan.application'),
  'credit.inquiry': eventSchemaOf('credit.inquiry'),
}));

type EventSchemas = typeof EVENT_SCHEMAS;
/** One event of the given type, as parsed. */
export type IdentityEventOf<T extends IdentityEventType> = InferType<EventSchemas[T]>;
/** Any event of the protocol, discriminated by `type`. */
export type IdentityEvent = { [T in IdentityEventType]: IdentityEventOf<T> }[IdentityEventType];

/** An event's envelope when its type is unknown: refused with the list of types. */
const unknownTypeSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    type: string()
      .strict()
      .typeError(typeMessage('a string'))
      .required('type is required')
      .oneOf(IDENTITY_EVENT_TYPES, `type must be one of ${IDENTITY_EVENT_TYPES.join(', ')}`),
  })
    .strict()
    .typeError('The event must be a JSON object')
    .required('The event must be a JSON object'),
);

/** One event as the provider sends it (parse it with checkPayload; the type picks the shape of `data`). */
export const identityEventSchema = /* @__PURE__ */ deferredSchema(() =>
  lazy((value: unknown) =>
    isPlainObject(value) && isIdentityEventType(value.type) ? EVENT_SCHEMAS[value.type] : unknownTypeSchema,
  ),
);

/** POST /v1/subscribers on the provider: Beacon enrolls an account by its reference. */
export const identitySubscriberEnrollmentSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    reference: required(64).matches(IDENTITY_SUBSCRIBER_REFERENCE_PATTERN, typeMessage('a subscriber reference')),
  }),
);
export type IdentitySubscriberEnrollment = InferType<typeof identitySubscriberEnrollmentSchema>;

/** The scenarios of the provider's local stand-in: the demo (one event of each type) or one event of a type. */
export const IDENTITY_SCENARIOS = ['demo', ...IDENTITY_EVENT_TYPES] as const;
export type IdentityScenario = (typeof IDENTITY_SCENARIOS)[number];

/** POST /v1/scenarios on the provider's local stand-in (tests and demos): send a subscriber a scenario's events. */
export const identityScenarioRequestSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    reference: required(64).matches(IDENTITY_SUBSCRIBER_REFERENCE_PATTERN, typeMessage('a subscriber reference')),
    scenario: string()
      .strict()
      .oneOf(IDENTITY_SCENARIOS, `scenario must be one of ${IDENTITY_SCENARIOS.join(', ')}`)
      .required(),
  }),
);
export type IdentityScenarioRequest = InferType<typeof identityScenarioRequestSchema>;

/** What Beacon's webhook answers an accepted (or already accepted) event. */
export const identityWebhookAckSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    /** accepted: stored, its alert on the way; duplicate: an event already received (nothing changed); unmatched:
     * stored for a reference Beacon does not know, raising nothing */
    received: literals(['accepted', 'duplicate', 'unmatched'] as const),
  }),
);
export type IdentityWebhookAck = InferType<typeof identityWebhookAckSchema>;
