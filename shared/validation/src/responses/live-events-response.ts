import { type InferType } from 'yup';

import { int, literals, openObject, shape } from './contract-fields';
import { PDF_STATUSES } from './pdf-jobs-response';
import { deferredSchema } from '../deferred-schema';

// Live updates (issue 18 point 7): the Server-Sent Events of GET /v1/me/events. Each event is
// `event: <topic>` + `id: <event id>` + `data: <JSON of liveEventSchema>`; the stream opens with `event: ready`
// (`data` of liveReadySchema), keeps itself alive with comment lines and, when its login ends, closes with
// `event: session-ended` (issue 55). The client parses every `data` with these schemas, so a topic or payload it does
// not know is dropped rather than acted on.

/** What changed for the member. The client refetches the matching queries; the payload only narrows what. */
export const LIVE_EVENT_TOPICS = [
  /** new identity or dark web alerts */
  'identity-notifications',
  /** new report updates of the data-monitoring service */
  'record-notifications',
  /** a PDF job ended (payload: livePdfPayloadSchema) */
  'pdf',
  /** the monitored records changed */
  'monitoring',
] as const;

export type LiveEventTopic = (typeof LIVE_EVENT_TOPICS)[number];

/** The SSE event name of the stream's first event. */
export const LIVE_READY_EVENT = 'ready';

/**
 * The SSE event name of a stream's last event when its login ended (a sign-out, a password change made elsewhere,
 * the login's maximum age, an administrator): `data: {}`, then the server closes the stream. The login's tokens are
 * refused from then on, so the client asks once more at once and signs out on the 401 rather than reconnecting.
 */
export const LIVE_SESSION_ENDED_EVENT = 'session-ended';

export const liveEventSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int().meta({ description: 'increasing; sent back as Last-Event-ID to replay what was missed' }),
    topic: literals(LIVE_EVENT_TOPICS),
    payload: openObject('what the topic says changed (pdf: livePdfPayloadSchema)').optional(),
  }),
);

export const livePdfPayloadSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    recordId: int(),
    status: literals(PDF_STATUSES),
  }),
);

export const liveReadySchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    replayed: int().meta({ description: 'events after Last-Event-ID sent before this one' }),
  }),
);

export type LiveEvent = InferType<typeof liveEventSchema>;
export type LivePdfPayload = InferType<typeof livePdfPayloadSchema>;
export type LiveReady = InferType<typeof liveReadySchema>;
