import { type InferType } from 'yup';

import {
  EXPOSED_DATA_TYPES,
  EXPOSURE_ACTIONS,
  EXPOSURE_SOURCE_STATES,
  EXPOSURE_SOURCES,
  EXPOSURE_WHEN_MEANINGS,
  SEVERITY_LABELS,
} from '../vocabulary/exposures';
import { int, isoDate, listOf, literals, nullableInt, nullableStr, shape, str } from './contract-fields';
import { deferredSchema } from '../deferred-schema';

// GET /v1/me/exposures (issue 58 point 6): everything exposed about the member, the worst first, each entry from a
// stored row (a dark web alert, a Guardian listing, a field of the member's confirmed report) with its next step.

export const exposureSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: str().meta({ description: 'stable across reads: the source and the id of the row it comes from' }),
    source: literals(EXPOSURE_SOURCES),
    what: listOf(
      shape({
        type: literals(EXPOSED_DATA_TYPES),
        label: str().meta({ description: 'ready to show, e.g. "Password", "Home address"' }),
      }),
    ).meta({ description: 'the exposed kinds of data, the worst first' }),
    where: shape({
      name: str().meta({ description: 'the breach title, the site name, or "Public records"' }),
      domain: nullableStr().meta({ description: "the breached or listing site's domain; null for public records" }),
    }),
    when: shape({
      date: isoDate(),
      meaning: literals(EXPOSURE_WHEN_MEANINGS).meta({
        description: 'breached: the breach date; found: the day a scan found the listing; last_seen: the record',
      }),
    }),
    severity: shape({
      score: int().meta({ description: '0–100 (server/src/domain/exposures/exposure-severity.ts)' }),
      label: literals(SEVERITY_LABELS),
    }),
    next: shape({
      action: literals(EXPOSURE_ACTIONS),
      label: str().meta({ description: 'the words of the link' }),
      alertId: nullableStr().meta({ description: 'alert_page: the alert whose page holds the plan' }),
      protectionMemberId: nullableInt().meta({ description: 'guardian_report: the protection member' }),
      recordId: nullableInt().meta({
        description: "guardian_report: the member's confirmed report, when Guardian protects it (its report page)",
      }),
    }),
  }),
);
export type Exposure = InferType<typeof exposureSchema>;

export const exposuresResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    items: listOf(exposureSchema).meta({ description: 'worst first (severity score), ties newest first' }),
    sources: listOf(shape({ source: literals(EXPOSURE_SOURCES), state: literals(EXPOSURE_SOURCE_STATES) })).meta({
      description: 'how each source answered; "nothing exposed" holds only when none is unavailable',
    }),
  }),
);
export type ExposuresResponse = InferType<typeof exposuresResponseSchema>;
