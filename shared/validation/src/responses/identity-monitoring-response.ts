import { type InferType } from 'yup';

import { MONITORED_DATA_KINDS, SUBSCRIBER_STATUSES } from '../vocabulary/identity-monitoring';
import { bool, dateTime, int, isoDate, listOf, literals, nullableStr, shape, str } from './contract-fields';
import { deferredSchema } from '../deferred-schema';

// Identity and dark web monitoring (spec §3, §7; issue 18): the monitored people, what is watched for each (masked),
// their alerts with what each breach exposed and what to do, and the k-anonymity password range.

export const identityMemberResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int(),
    firstName: str(),
    lastName: str(),
    isSelf: bool(),
    isArchived: bool(),
    privateMode: bool().meta({ description: 'alerts of this member are shown without the exposed value' }),
    subscriberStatus: literals(SUBSCRIBER_STATUSES),
    monitored: int().meta({ description: 'items watched' }),
    alerts: int(),
    checksPending: int().meta({ description: 'watched items the breach feed has not answered for yet' }),
    checksDelayedSince: nullableStr().meta({
      format: 'date-time',
      description: "the breach feed's checks of this person's data fail since then; null while it answers",
    }),
  }),
);
export type IdentityMember = InferType<typeof identityMemberResponseSchema>;

export const identityMembersResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    items: listOf(identityMemberResponseSchema),
    limit: int().meta({ description: 'people the plan monitors (0 without identity or dark web monitoring)' }),
  }),
);

export const monitoredItemSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int().meta({ description: 'the suffix of DELETE …/monitored-data/{suffix}' }),
    kind: literals(MONITORED_DATA_KINDS),
    display: str().meta({ description: 'masked: the value is kept as a keyed hash, and sealed when a feed checks it' }),
    addedAt: dateTime(),
    checkedByFeed: bool().meta({ description: 'a breach feed checks this kind (e-mail, username, phone)' }),
    checkedAt: nullableStr().meta({
      format: 'date-time',
      description: 'the last check the breach feed answered; null before the first',
    }),
    delayedSince: nullableStr().meta({
      format: 'date-time',
      description: "the breach feed's checks fail since then (monitoring delayed); null while it answers",
    }),
  }),
);

export const monitoredDataResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ items: listOf(monitoredItemSchema) }),
);
export type MonitoredItem = InferType<typeof monitoredItemSchema>;

export const breachSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    name: str(),
    title: str(),
    domain: str(),
    breachDate: isoDate(),
    addedDate: isoDate(),
    pwnCount: int(),
    dataClasses: listOf(str()),
    isVerified: bool(),
    isSensitive: bool(),
    description: str(),
  }),
);
export type Breach = InferType<typeof breachSchema>;

export const identityAlertSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int(),
    alert_id: str(),
    report_name: str(),
    category: str(),
    type: str(),
    createdAt: dateTime(),
    breach: breachSchema,
    exposed: shape({
      kind: literals(MONITORED_DATA_KINDS),
      display: nullableStr().meta({ description: 'null in private mode' }),
    }),
    advice: listOf(str()).meta({ description: 'what to do, most urgent first' }),
  }),
);
export type IdentityAlert = InferType<typeof identityAlertSchema>;

export const identityAlertsResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ items: listOf(identityAlertSchema) }),
);

export const passwordRangeResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    prefix: str(),
    suffixes: listOf(shape({ suffix: str(), count: int() })).meta({
      description: 'every SHA-1 suffix (35 hex) known under the prefix, with how often it was seen in breaches',
    }),
  }),
);
export type PasswordRange = InferType<typeof passwordRangeResponseSchema>;
