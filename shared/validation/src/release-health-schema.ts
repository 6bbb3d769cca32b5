import { array, number, object, string, type InferType } from 'yup';

import { bodyObject, closedObject, text, typeMessage, wholeNumber } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// Issue 60: the health of each remote release as real browsers see it. The host counts, per remote, version and
// cohort, what its members' screens met (load failures, errors caught by the remote's error boundary, unhandled
// errors and rejections from the remote's chunks, the API calls the remote made and how many failed, and the
// screens' LCP and INP) and sends the counts in batches to POST /v1/release-health. Nothing in a batch names a person
// or a page's query: remote, version and cohort are release facts; a screen is a route pattern.
//
// The release guard (deploy/src/guard) reads the figures back per version from GET /v1/release-health/{remote},
// with the operator token (RELEASE_HEALTH_TOKEN), and compares the canary with stable over the same window.

/** Which share of the rollout a device is in: the stable version, the canary, or a QA pin. */
export const RELEASE_COHORTS = ['stable', 'canary', 'pinned'] as const;
export type ReleaseCohort = (typeof RELEASE_COHORTS)[number];

/** At most this many groups (remote × version × cohort) in one batch, and vitals per group. */
export const MAX_HEALTH_GROUPS = 12;
export const MAX_VITALS_PER_GROUP = 40;
/** One batch counts at most this many of each event: a page in an error loop is still one device's word. */
export const MAX_HEALTH_COUNT = 1_000;
/** A vital longer than a minute is not a measurement of a screen (a tab left in the background). */
export const MAX_VITAL_MS = 60_000;

const RELEASE_NAME = /^[a-z][a-z0-9-]{0,39}$/;
// the same rule as @beacon/platform's RELEASE_VERSION_PATTERN (one path segment, no dot-segments)
const RELEASE_VERSION = /^(?!.*\.\.)[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

const count = () =>
  wholeNumber().max(MAX_HEALTH_COUNT, `\${path} must be at most ${MAX_HEALTH_COUNT}`).required('${path} is required');

const vitals = () =>
  array()
    .strict()
    .typeError(typeMessage('a list of milliseconds'))
    .of(
      number()
        .strict()
        .typeError(typeMessage('a number'))
        .min(0, typeMessage('zero or more'))
        .max(MAX_VITAL_MS, `\${path} must be at most ${MAX_VITAL_MS}`)
        .required(),
    )
    .max(MAX_VITALS_PER_GROUP, `\${path} must hold at most ${MAX_VITALS_PER_GROUP} values`)
    .required('${path} is required');

const healthGroupSchema = /* @__PURE__ */ deferredSchema(() =>
  closedObject({
    remote: text(40).required('${path} is required').matches(RELEASE_NAME, '${path} is not a remote name'),
    version: text(64).required('${path} is required').matches(RELEASE_VERSION, '${path} is not a release version'),
    cohort: string()
      .strict()
      .typeError(typeMessage('a string'))
      .required('${path} is required')
      .oneOf([...RELEASE_COHORTS], `\${path} must be one of ${RELEASE_COHORTS.join(', ')}`),
    /** screens of the remote the device rendered (the denominator of the error rates) */
    views: count(),
    /** the remote's entry or a chunk of it failed to load (or failed its integrity check) */
    loadFailures: count(),
    /** errors the remote's error boundary caught while rendering */
    renderErrors: count(),
    /** unhandled errors and rejections whose stack points into the remote's chunks */
    runtimeErrors: count(),
    /** API requests made while the remote's screen was shown, and those that answered 5xx or timed out */
    apiRequests: count(),
    apiFailures: count(),
    lcpMs: vitals(),
    inpMs: vitals(),
  }),
);

export const releaseHealthBatchSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    groups: array()
      .strict()
      .typeError(typeMessage('a list of release health groups'))
      .of(healthGroupSchema.required())
      .min(1, 'groups must hold at least one group')
      .max(MAX_HEALTH_GROUPS, `groups must hold at most ${MAX_HEALTH_GROUPS} groups`)
      .required('groups is required'),
  }),
);

export type ReleaseHealthBatch = InferType<typeof releaseHealthBatchSchema>;
export type ReleaseHealthGroup = ReleaseHealthBatch['groups'][number];

/** The path parameter of GET /v1/release-health/{remote}: a remote's name, as in a batch. */
export const releaseHealthParamsSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    remote: string()
      .strict()
      .required('remote is required')
      .max(40, 'remote must be at most 40 characters')
      .matches(RELEASE_NAME, 'remote is not a remote name'),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);

/** GET /v1/release-health/{remote}?since=ISO: the figures of every version of the remote since a time. */
export const releaseHealthQuerySchema = /* @__PURE__ */ deferredSchema(() =>
  closedObject({
    since: text(40)
      .required('since is required')
      .test('iso-time', 'since must be an ISO date-time', (value) => !value || !Number.isNaN(Date.parse(value))),
  }),
);

const versionFigures = () =>
  object({
    version: string().required(),
    cohort: string()
      .oneOf([...RELEASE_COHORTS])
      .required(),
    /** distinct devices that reported (by the device id's hash) */
    devices: wholeNumber().required(),
    views: wholeNumber().required(),
    loadFailures: wholeNumber().required(),
    renderErrors: wholeNumber().required(),
    runtimeErrors: wholeNumber().required(),
    apiRequests: wholeNumber().required(),
    apiFailures: wholeNumber().required(),
    /** every LCP and INP sample of the window, in milliseconds (the guard computes its own percentiles) */
    lcpMs: array().of(number().required()).required(),
    inpMs: array().of(number().required()).required(),
  });

export const releaseHealthResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    remote: string().required(),
    since: string().required(),
    /** the server's clock when the figures were read: the guard never acts on figures older than its tick */
    asOf: string().required(),
    /** when the newest batch counted here was received (null: none) */
    lastReceivedAt: string().nullable().defined(),
    versions: array().of(versionFigures().required()).required(),
  }),
);

export type ReleaseHealthResponse = InferType<typeof releaseHealthResponseSchema>;
export type ReleaseVersionFigures = ReleaseHealthResponse['versions'][number];
