import { type InferType } from 'yup';

import { bodyObject, scalarId, text } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// POST /errors (spec §7): a client-side error the error logger reports.
export const errorReportSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    message: text(2_000).required('message is required'),
    stack: text(16_000).nullable().optional(),
    name: text(200).nullable().optional(),
    path: text(2_000).nullable().optional(),
    userId: scalarId(100).nullable().optional(),
  }),
);

export type ErrorReportInput = InferType<typeof errorReportSchema>;
