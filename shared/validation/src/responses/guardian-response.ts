import { type InferType } from 'yup';

import {
  BROKER_CATEGORIES,
  BROKER_INQUIRY_ANSWERS,
  EXPOSED_FIELDS,
  LISTING_SOURCES,
  FAMILY_RELATIONSHIPS,
  OPT_OUT_METHODS,
  PROTECTION_MEMBER_STATUSES,
  REMOVAL_EVIDENCE_KINDS,
  REMOVAL_STATUSES,
  SCAN_KINDS,
  SCAN_STATUSES,
} from '../vocabulary/guardian';
import { MATCH_DECISIONS, MATCH_EVIDENCE_VERDICTS, MATCH_FIELDS, MEMBER_VERDICTS } from '../vocabulary/guardian-match';
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

/** Guardian's e-mail asking a broker it cannot read whether it holds the person's data, and the broker's answer. */
export const guardianBrokerInquirySchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    askedAt: dateTime(),
    answer: literals(BROKER_INQUIRY_ANSWERS),
    answeredAt: nullableStr().meta({ format: 'date-time' }),
    quote: nullableStr().meta({
      description: "the first sentence of the broker's answer (or what it asks), as written",
    }),
  }),
);
export type GuardianBrokerInquiry = InferType<typeof guardianBrokerInquirySchema>;

export const guardianBrokersResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ items: listOf(guardianBrokerSchema) }),
);

export const removalTransitionSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    status: literals(REMOVAL_STATUSES),
    at: dateTime(),
    cause: nullableStr().meta({ description: 'why: what the site showed or answered, or what the member did' }),
  }),
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
    channel: literals(OPT_OUT_METHODS)
      .nullable()
      .defined()
      .meta({ description: "how the request went to the site; null for Beacon's own, or before it was sent" }),
    siteReference: nullableStr().meta({ description: "the site's own reference of the request, when it gave one" }),
    mailing: shape({
      trackingNumber: str().meta({ description: "the carrier's tracking number, normalized" }),
      mailedOn: isoDate(),
    })
      .nullable()
      .defined()
      .meta({ description: 'a postal request: when the member mailed the letter, and its tracking number' }),
  }),
);
export type GuardianRemoval = InferType<typeof guardianRemovalSchema>;

/** One field of a listing beside what the member gave (issue 59 point 3). */
export const guardianMatchEvidenceSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    field: literals(MATCH_FIELDS),
    verdict: literals(MATCH_EVIDENCE_VERDICTS),
    subjectValue: str().meta({ description: 'what the member gave us' }),
    listingValue: str().meta({ description: 'what the listing page shows' }),
    points: int().meta({ description: 'what this field adds to (or takes from) the confidence' }),
  }),
);
export type GuardianMatchEvidence = InferType<typeof guardianMatchEvidenceSchema>;

export const guardianMatchSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    confidence: nullableInt().meta({
      description: "0–100; null when the listing was not scored (Beacon's own, found by the person's record)",
    }),
    decision: literals(MATCH_DECISIONS)
      .nullable()
      .defined()
      .meta({ description: 'submit: sent without asking; ask: "Is this you?"; ignore: set aside; null: not scored' }),
    evidence: listOf(guardianMatchEvidenceSchema),
    verdict: literals(MEMBER_VERDICTS).nullable().defined().meta({ description: "the member's answer, if any" }),
    verdictAt: nullableStr().meta({ format: 'date-time' }),
    submittable: bool().meta({
      description:
        "a removal may be requested: Beacon's own listing, one the member said is theirs, or one scored submit",
    }),
  }),
);
export type GuardianMatch = InferType<typeof guardianMatchSchema>;

export const guardianListingSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int(),
    broker: guardianBrokerSchema,
    url: str(),
    exposed: listOf(literals(EXPOSED_FIELDS)).meta({
      description: 'what the listing page shows: as a scan read it, or as the member said when foundBy is member',
    }),
    foundBy: literals(LISTING_SOURCES),
    firstSeenAt: dateTime(),
    lastSeenAt: dateTime(),
    present: bool().meta({ description: 'seen by the latest scan' }),
    points: int().meta({ description: 'what this listing adds to opp_score while it is online' }),
    removal: guardianRemovalSchema.nullable().defined(),
    match: guardianMatchSchema,
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
    sitesNotRead: listOf(str()).meta({
      description: 'the sites this scan could not read (their listings are as the previous scan found them)',
    }),
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
    notChecked: listOf(
      shape({
        slug: str(),
        name: str(),
        domain: str(),
        searchUrl: nullableStr().meta({
          description: "the broker's own search for the person's name; null if unknown",
        }),
        optOutMethod: literals(OPT_OUT_METHODS),
        optOutUrl: nullableStr().meta({ description: "the broker's own opt-out form, when it has one" }),
        acceptsLetters: bool().meta({
          description:
            'Guardian can send this broker a removal letter (by e-mail or post) for a listing the member found there',
        }),
        acceptsInquiries: bool().meta({
          description: "Guardian can e-mail this broker to ask whether it holds the person's data (and to delete it)",
        }),
        inquiry: guardianBrokerInquirySchema.nullable().defined(),
      }),
    ).meta({ description: 'catalog brokers Beacon cannot read: the member can look there themselves' }),
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

// The proof of a removal (issue 59 point 4), without the bytes: each piece's content is its own GET.
export const removalEvidenceSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int(),
    kind: literals(REMOVAL_EVIDENCE_KINDS),
    caption: str(),
    status: literals(REMOVAL_STATUSES)
      .nullable()
      .defined()
      .meta({ description: 'for a status change: the status the request moved to' }),
    cause: nullableStr().meta({ description: 'for a status change: why ("the member said it is done", a reply …)' }),
    at: dateTime(),
    mime: nullableStr().meta({
      description: "the content's type (image/png, text/plain, message/rfc822); null for a status change",
    }),
  }),
);
export type RemovalEvidence = InferType<typeof removalEvidenceSchema>;

export const removalEvidenceResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ items: listOf(removalEvidenceSchema) }),
);
export type RemovalEvidenceResponse = InferType<typeof removalEvidenceResponseSchema>;
