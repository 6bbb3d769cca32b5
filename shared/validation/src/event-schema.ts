import { mixed, type InferType } from 'yup';

import { bodyObject, isPlainObject, text } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// POST /events (spec §7): a name plus free-form properties, e.g. navigation:view {host, path, route}.
export const EVENT_PROPERTIES_MAX_BYTES = 8 * 1024;

const encoder = new TextEncoder();

function utf8Length(value: string): number {
  return encoder.encode(value).length;
}

export const eventSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    name: text(100)
      .required('name is required')
      .matches(
        /^[A-Za-z0-9][A-Za-z0-9_.:/ -]*$/,
        'name may contain letters, digits, spaces and the characters _ . : / -, starting with a letter or digit',
      ),
    properties: mixed<Record<string, unknown>>()
      .test(
        'json-object',
        `properties must be a JSON object of at most ${EVENT_PROPERTIES_MAX_BYTES} bytes`,
        (value) =>
          value === undefined ||
          (isPlainObject(value) && utf8Length(JSON.stringify(value)) <= EVENT_PROPERTIES_MAX_BYTES),
      )
      .optional()
      .meta({ jsonSchema: { type: 'object', additionalProperties: true } }),
  }),
);

export type EventInput = InferType<typeof eventSchema>;
