import { type InferType } from 'yup';

import {
  BROKER_CATEGORIES,
  EXPOSED_FIELDS,
  FAMILY_RELATIONSHIPS,
  OPT_OUT_METHODS,
  PROTECTION_MEMBER_STATUSES,
  REMOVAL_STATUSES,
  SCAN_KINDS,
  SCAN_STATUSES,
} from '../vocabulary/guardian';
import {
  bool,
  dateTime,
  int,
  isoDate,
  listOf,
  literals,
  nullableInt,
  nullableStr,
  shape,
  str,
} from './contract-fields';
import { deferredSchema } from '../deferred-schema';

// Guardian (issue 17): the broker catalog, a protected member's exposures with their removal requests, the scans
// that find them and the score. Dates are ISO 8601.

export const guardianBrokerSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    slug: str(),
    name: str(),
    domain: str(),
    category: literals(BROKER_CATEGORIES),
    optOutMethod: literals(OPT_OUT_METHODS),
    optOutUrl: nullableStr(),
    optOutEmail: nullableStr(),
    optOutAddress: nullableStr(),
    processingDays: int().meta({ description: 'typical days from request to removal' }),
    exposes: listOf(literals(EXPOSED_FIELDS)),
    isBeacon: bool().meta({ description: "Beacon's own public-records data set: its removal suppresses the person" }),
  }),
);
export type GuardianBroker = InferType<typeof guardianBrokerSchema>;

export const guardianBrokersResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ items: listOf(guardianBrokerSchema) }),
);

export const removalTransitionSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ status: literals(REMOVAL_STATUSES), at: dateTime() }),
);

export const guardianRemovalSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int(),
    status: literals(REMOVAL_STATUSES),
    actionRequired: nullableStr().meta({
      description:
        'what the member must do while the status is needs_action; while awaiting_confirmation, whom the link was sent to',
    }),
    submittedAt: dateTime(),
    deadlineAt: dateTime().meta({ description: '45 days after the request (California Delete Act)' }),
    overdue: bool(),
    history: listOf(removalTransitionSchema),
  }),
);
export type GuardianRemoval = InferType<typeof guardianRemovalSchema>;

export const guardianListingSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int(),
    broker: guardianBrokerSchema,
    url: str(),
    exposed: listOf(literals(EXPOSED_FIELDS)),
    firstSeenAt: dateTime(),
    lastSeenAt: dateTime(),
    present: bool().meta({ description: 'seen by the latest scan' }),
    points: int().meta({ description: 'what this listing adds to opp_score while it is online' }),
    removal: guardianRemovalSchema.nullable().defined(),
  }),
);
export type GuardianListing = InferType<typeof guardianListingSchema>;

export const guardianScanSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int(),
    kind: literals(SCAN_KINDS),
    status: literals(SCAN_STATUSES),
    brokersTotal: int(),
    brokersDone: int(),
    found: int(),
    requestedAt: dateTime(),
    startedAt: nullableStr().meta({ format: 'date-time' }),
    finishedAt: nullableStr().meta({ format: 'date-time' }),
  }),
);
export type GuardianScan = InferType<typeof guardianScanSchema>;

export const guardianScorePointSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ at: dateTime(), score: int(), oppScore: int() }),
);

export const guardianImprovementSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    listingId: int(),
    text: str(),
    gain: int().meta({ description: 'score points this would add' }),
  }),
);

export const guardianScoreSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    score: int(),
    oppScore: int(),
    maxScore: int(),
    history: listOf(guardianScorePointSchema),
    improvements: listOf(guardianImprovementSchema),
  }),
);
export type GuardianScore = InferType<typeof guardianScoreSchema>;

export const protectionMemberDetailsResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    middleName: str(),
    dob: nullableStr().meta({ format: 'date' }),
    otherNames: listOf(str()),
    addresses: listOf(shape({ street: str(), city: str(), state: str(), zip: str() })),
    phones: listOf(str()),
    emails: listOf(str()),
    monitored: shape({ emails: listOf(str()), phones: listOf(str()), usernames: listOf(str()) }),
  }),
);
export type ProtectionMemberDetails = InferType<typeof protectionMemberDetailsResponseSchema>;

export const protectionMemberResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int(),
    firstName: str(),
    lastName: str(),
    isSelf: bool(),
    pointer: nullableStr(),
    usageId: str(),
    reportId: nullableStr().meta({ description: 'the record id of the report this member is protected by' }),
    status: literals(PROTECTION_MEMBER_STATUSES).meta({
      description: '`setup_required` until enrolled, `enrolled` until the identity details (dark web step) are added',
    }),
    relationship: literals(FAMILY_RELATIONSHIPS).nullable().defined(),
    authorizedAt: nullableStr().meta({
      format: 'date-time',
      description: 'when the member stated they may act for this family member (null for the self member)',
    }),
    score: nullableInt().meta({ description: 'the Guardian score after the latest scan; null before the first' }),
    exposures: int().meta({ description: 'listings online now' }),
    removed: int().meta({ description: 'listings removed (or not found) by a request' }),
    scanStatus: literals(SCAN_STATUSES).nullable().defined(),
  }),
);
export type ProtectionMemberResponse = InferType<typeof protectionMemberResponseSchema>;

export const protectionMembersResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    items: listOf(protectionMemberResponseSchema),
    familyLimit: int().meta({ description: 'family members the add-on allows (0 without it)' }),
  }),
);

export type ProtectionMembersResponse = InferType<typeof protectionMembersResponseSchema>;

export const guardianProtectionResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    member: protectionMemberResponseSchema,
    details: protectionMemberDetailsResponseSchema,
    scan: guardianScanSchema.nullable().defined(),
    nextScanAt: nullableStr().meta({ format: 'date-time' }),
    rescanDays: int(),
    score: guardianScoreSchema.nullable().defined(),
    listings: listOf(guardianListingSchema),
  }),
);
export type GuardianProtection = InferType<typeof guardianProtectionResponseSchema>;

export const guardianEnrollResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    member: protectionMemberResponseSchema,
    redirectTo: str().meta({
      description: 'where the page goes next: the validated redirectUrl or the Guardian report',
    }),
  }),
);

export const guardianRemovalsResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ items: listOf(guardianListingSchema) }),
);

export const removalLetterResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    fileName: str(),
    text: str(),
    sentTo: str().meta({ description: "the broker's opt-out address, e-mail or form" }),
    date: isoDate(),
  }),
);
export type RemovalLetter = InferType<typeof removalLetterResponseSchema>;
