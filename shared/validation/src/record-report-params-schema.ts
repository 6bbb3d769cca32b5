import { object, string, type InferType } from 'yup';

import { ID_PATTERN, idMessage } from './payload-fields';
import { RECORD_TYPES } from './vocabulary/record-types';
import { ALL_REPORT_SECTIONS } from './report-sections';
import { deferredSchema } from './deferred-schema';

// Path parameters of the record-report endpoints (issue 7): corrections, ratings, layouts, lists, monitored
// records and PDF files. Fastify hands them over as strings.

const UNKNOWN_PARAMS = 'Unknown path parameter(s): ${unknown}';

/** `<section>.<field>.<index>`, e.g. `contact.phones.0`: one fact of a report section. */
export const CORRECTION_ITEM_ID_PATTERN = /^[a-z_]+\.[a-z_]+\.\d{1,4}$/;

const positiveId = (name: string) =>
  string().strict().required(`${name} is required`).matches(ID_PATTERN, idMessage(name));

const recordType = () =>
  string()
    .strict()
    .required('type is required')
    .oneOf([...RECORD_TYPES], `type must be one of ${RECORD_TYPES.join(', ')}`);

export const correctionParamsSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    id: positiveId('id'),
    itemId: string()
      .strict()
      .required('itemId is required')
      .max(64, 'itemId must be at most 64 characters')
      .matches(CORRECTION_ITEM_ID_PATTERN, 'itemId must look like <section>.<field>.<index>, e.g. contact.phones.0'),
  })
    .noUnknown(UNKNOWN_PARAMS)
    .required(),
);

export type CorrectionParams = InferType<typeof correctionParamsSchema>;

export const ratingParamsSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    id: positiveId('id'),
    section: string()
      .strict()
      .required('section is required')
      .oneOf([...ALL_REPORT_SECTIONS], `section must be one of ${ALL_REPORT_SECTIONS.join(', ')}`),
  })
    .noUnknown(UNKNOWN_PARAMS)
    .required(),
);

export type RatingParams = InferType<typeof ratingParamsSchema>;

/** GET /me/records/{reportId}/layout: the record's reportId (the record id as a string today). */
export const reportIdParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    reportId: string()
      .strict()
      .required('reportId is required')
      .matches(/^[A-Za-z0-9_-]{1,64}$/, 'reportId must be 1 to 64 letters, digits, hyphens or underscores'),
  })
    .noUnknown(UNKNOWN_PARAMS)
    .required(),
);

export type ReportIdParam = InferType<typeof reportIdParamSchema>;

export const listIdParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({ listId: positiveId('listId') })
    .noUnknown(UNKNOWN_PARAMS)
    .required(),
);

export type ListIdParam = InferType<typeof listIdParamSchema>;

export const listItemParamsSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    listId: positiveId('listId'),
    type: recordType(),
    recordId: positiveId('recordId'),
  })
    .noUnknown(UNKNOWN_PARAMS)
    .required(),
);

export type ListItemParams = InferType<typeof listItemParamsSchema>;

/** GET /pdf/{memberId}/{type}/{recordId}[/file] */
export const pdfParamsSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    memberId: positiveId('memberId'),
    type: recordType(),
    recordId: positiveId('recordId'),
  })
    .noUnknown(UNKNOWN_PARAMS)
    .required(),
);

export type PdfParams = InferType<typeof pdfParamsSchema>;
