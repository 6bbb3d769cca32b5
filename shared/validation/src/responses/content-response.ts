import { mixed, type InferType } from 'yup';

import { bool, int, listOf, literals, openObject, shape, str } from './contract-fields';
import { deferredSchema } from '../deferred-schema';

// Small answers of the provider API: meta values, dynamic layouts, the no-op ping, the bot-check challenge and the
// opt-out requests.

/** GET /meta/{path}: any JSON value (a phone number, hours, prices, links), or null. */
export const metaValueResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    key: str(),
    value: mixed().defined().nullable().meta({ jsonSchema: {} }),
  }),
);

/** GET /dynamic-layouts/{layoutId}: component names for desktop and mobile. */
export const dynamicLayoutResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ id: str(), desktop: listOf(str()), mobile: listOf(str()) }),
);

/** GET /ping */
export const pingResponseSchema = /* @__PURE__ */ deferredSchema(() => shape({ ok: bool() }));

/**
 * GET /contract: the SHA-256 of the API contract this server speaks (`@beacon/validation/contract-hash`), the one each
 * release's build-info.json names; the edge keeps a session's set of versions only while they match (issue 60).
 */
export const apiContractResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ contract: str().matches(/^[0-9a-f]{64}$/, 'contract must be 64 hex digits') }),
);

/** GET /altcha/challenge: an altcha-lib v2 challenge, handed to the solver as it is. */
export const botChallengeResponseSchema = /* @__PURE__ */ deferredSchema(() => openObject('altcha-lib v2 challenge'));

/** POST /opt-outs (202) and POST /opt-outs/confirm (200): a status and the text to show. */
export const optOutResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ status: literals(['received'] as const), message: str() }),
);
export const optOutConfirmResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ status: literals(['confirmed'] as const), message: str() }),
);

export type DynamicLayoutResponse = InferType<typeof dynamicLayoutResponseSchema>;
export type OptOutResponse = InferType<typeof optOutResponseSchema>;

/** POST /support/messages: the message is with Member Care; `id` is its reference number. */
export const contactMessageResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int(),
    status: literals(['received'] as const),
    message: str(),
  }),
);
