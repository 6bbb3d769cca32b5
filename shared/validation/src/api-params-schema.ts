import { object, string, type InferType } from 'yup';

import { ID_PATTERN, idMessage } from './payload-fields';
import { deferredSchema } from './deferred-schema';
import { REPORT_PAGE_ID_PATTERN } from './vocabulary/report-page-id';

// Path and query parameters of the provider API. Fastify hands them over as strings.

export const idParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    id: string().strict().required('id is required').matches(ID_PATTERN, idMessage('id')),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);

export type IdParam = InferType<typeof idParamSchema>;

/** GET /me/records/{recordId}/exists: the record id as a report page's URL carries it (digits, or their base64 form). */
export const reportPageParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    recordId: string()
      .strict()
      .required('recordId is required')
      .matches(REPORT_PAGE_ID_PATTERN, 'recordId must be a record id as a report link carries it'),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);

export type ReportPageParam = InferType<typeof reportPageParamSchema>;

export const layoutIdParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    layoutId: string()
      .strict()
      .required('layoutId is required')
      .matches(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'layoutId must be 1 to 64 letters, digits, hyphens or underscores'),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);

export type LayoutIdParam = InferType<typeof layoutIdParamSchema>;

/** GET /meta/{path}: the client turns the dots of a meta key into slashes (spec §7). */
export const metaPathParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    '*': string()
      .strict()
      .required('A meta key is required')
      .matches(
        /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64}){0,7}\/?$/,
        'The meta key must be up to 8 segments of letters, digits, hyphens or underscores',
      ),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);

export type MetaPathParam = InferType<typeof metaPathParamSchema>;

/** For routes that take no query parameters: anything in the query string is an error, not silently ignored. */
export const noQuerySchema = /* @__PURE__ */ deferredSchema(() =>
  object({}).noUnknown('Unknown query parameter(s): ${unknown}'),
);

/**
 * GET /me/suggested-reports/: without a query, the member-wide list; with `recordId`, the suggestions of that one
 * record of the member (its own relatives, associates or neighbors), as its report shows them (issue 56 point 2).
 */
export const suggestedReportsQuerySchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    recordId: string().strict().matches(ID_PATTERN, idMessage('recordId')),
  }).noUnknown('Unknown query parameter(s): ${unknown}'),
);

export type SuggestedReportsQuery = InferType<typeof suggestedReportsQuerySchema>;
