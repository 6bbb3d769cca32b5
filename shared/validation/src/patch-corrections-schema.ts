import { lazy, mixed, object, type InferType } from 'yup';

import { closedObject, flag, isPlainObject } from './payload-fields';
import { correctionValue } from './put-correction-schema';
import { CORRECTION_ITEM_ID_PATTERN } from './record-report-params-schema';
import { deferredSchema } from './deferred-schema';

// PATCH /me/records/{id}/corrections (spec §7 "map of items", §4 restore: the client sends active false for each
// item): `{ items: { "<itemId>": { active, value? } } }`, 1 to 100 items.

export const MAX_CORRECTION_ITEMS = 100;

const itemSchema = /* @__PURE__ */ deferredSchema(() =>
  closedObject({
    active: flag().required('${path} is required'),
    value: correctionValue().optional(),
  }),
);

export type CorrectionItemPatch = InferType<typeof itemSchema>;

const itemsMessage = `items must be an object of 1 to ${MAX_CORRECTION_ITEMS} corrections keyed by itemId`;

const itemsSchema = /* @__PURE__ */ deferredSchema(() =>
  lazy((value: unknown) => {
    if (!isPlainObject(value))
      return mixed()
        .required('items is required')
        .test('items', itemsMessage, () => false);
    const keys = Object.keys(value);
    const badKey = keys.find((key) => !CORRECTION_ITEM_ID_PATTERN.test(key));
    if (!keys.length || keys.length > MAX_CORRECTION_ITEMS || badKey !== undefined) {
      const message =
        badKey === undefined
          ? itemsMessage
          : `items: "${badKey.slice(0, 64)}" is not an itemId such as contact.phones.0`;
      return mixed().test('items', message, () => false);
    }
    return object(Object.fromEntries(keys.map((key) => [key, itemSchema.required()])))
      .strict()
      .noUnknown();
  }),
);

export const patchCorrectionsSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    items: itemsSchema,
  })
    .strict()
    .typeError('The request body must be a JSON object')
    .noUnknown('Unknown field(s) in the request body: ${unknown}')
    .required('The request body must be a JSON object')
    .meta({
      jsonSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['items'],
        properties: {
          items: {
            type: 'object',
            description: `1 to ${MAX_CORRECTION_ITEMS} corrections keyed by itemId (<section>.<field>.<index>)`,
            minProperties: 1,
            maxProperties: MAX_CORRECTION_ITEMS,
            propertyNames: { pattern: CORRECTION_ITEM_ID_PATTERN.source },
            additionalProperties: {
              type: 'object',
              additionalProperties: false,
              required: ['active'],
              properties: { active: { type: 'boolean' }, value: { type: 'string', minLength: 1, maxLength: 500 } },
            },
          },
        },
      },
    }),
);

export interface PatchCorrectionsBody {
  items: Record<string, CorrectionItemPatch>;
}
