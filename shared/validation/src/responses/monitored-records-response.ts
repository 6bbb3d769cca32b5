import { type InferType } from 'yup';

import { bool, dateTime, int, listOf, shape, str } from './contract-fields';
import { deferredSchema } from '../deferred-schema';

// Monitored person and location records (spec §3; issue 7 contract).

export const monitoredRecordResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int(),
    pointer: str(),
    usageId: str(),
    isArchived: bool(),
    created: dateTime(),
    title: str().meta({ description: "the person's name or the place's street address; empty when it is gone" }),
    subtitle: str().meta({ description: "the person's current city and state, or the place's city, state and ZIP" }),
  }),
);

export const monitoredRecordsResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    items: listOf(monitoredRecordResponseSchema).meta({ description: 'newest first, archived last' }),
  }),
);

export type MonitoredRecordResponse = InferType<typeof monitoredRecordResponseSchema>;
