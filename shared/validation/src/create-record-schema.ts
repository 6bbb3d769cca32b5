import { mixed, string } from 'yup';

import { RECORD_TYPES, type RecordType } from './vocabulary/record-types';
import { toJsonSchema } from './json-schema';
import { messages } from './messages';
import { bodyObject, closedObject, text, typeMessage } from './payload-fields';
import { normalizePhone } from './phone-search-schema';
import { POINTER_PATTERN } from './search-query-schemas';
import { builtOnce } from './built-once';
import { deferredSchema } from './deferred-schema';

// POST /me/records (spec §7): `{ type, data }`, what the create-record view sends (spec §2.4, §5). Person and
// location records need the pointer of a search result; phone takes the number (its last 10 digits count, as in
// the phone search) and email the address. The data fields of the other types are refused, like any unknown field.

export const RECORD_EMAIL_MAX = 254;
const PHONE_INPUT_MAX = 40;
const POINTER_INPUT_MAX = 64;

const pointerField = () =>
  text(POINTER_INPUT_MAX)
    .required('${path} is required')
    .matches(POINTER_PATTERN, '${path} must be the pointer of a search result');

const phoneField = () =>
  text(PHONE_INPUT_MAX)
    .required(messages.phoneInvalid)
    .test('phone', messages.phoneInvalid, (value) => value === undefined || /^\d{10}$/.test(normalizePhone(value)));

const emailCheck = /* @__PURE__ */ deferredSchema(() => string().email());
const emailField = () =>
  text(RECORD_EMAIL_MAX)
    .required(messages.emailInvalid)
    .test('email', messages.emailInvalid, (value) => {
      if (value === undefined) return true;
      const address = value.trim();
      return address.length > 0 && emailCheck.isValidSync(address);
    });

const dataSchemas = builtOnce(() => ({
  person: closedObject({ pointer: pointerField() }).required('data is required'),
  location: closedObject({ pointer: pointerField() }).required('data is required'),
  phone: closedObject({ phone: phoneField() }).required('data is required'),
  email: closedObject({ email: emailField() }).required('data is required'),
}));

/** While the type is missing or unknown (its own error is reported first): any of the data fields. */
const anyData = /* @__PURE__ */ deferredSchema(() =>
  closedObject({
    pointer: pointerField().optional(),
    phone: phoneField().optional(),
    email: emailField().optional(),
  }).required('data is required'),
);

export const createRecordSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    type: string()
      .strict()
      .typeError(typeMessage('a string'))
      .required('type is required')
      .oneOf([...RECORD_TYPES], `type must be one of ${RECORD_TYPES.join(', ')}`),
    data: mixed()
      .required('data is required')
      .meta({
        jsonSchema: {
          description: 'person and location: { pointer }; phone: { phone }; email: { email }',
          oneOf: [
            toJsonSchema(dataSchemas().person),
            toJsonSchema(dataSchemas().phone),
            toJsonSchema(dataSchemas().email),
          ],
        },
      })
      .when('type', ([type]: unknown[]) => {
        const schemas = dataSchemas();
        // own keys only: `type: "toString"` would otherwise find Object.prototype's method, and yup threw a TypeError
        return typeof type === 'string' && Object.hasOwn(schemas, type) ? schemas[type as RecordType] : anyData;
      }),
  }),
);

export type CreateRecordBody =
  | { type: 'person' | 'location'; data: { pointer: string } }
  | { type: 'phone'; data: { phone: string } }
  | { type: 'email'; data: { email: string } };

/** What makes a record unique for a member: its type and its pointer or its normalized value. */
export type RecordKey = { type: 'person' | 'location'; pointer: string } | { type: 'phone' | 'email'; value: string };

/** The record a checked body names: phone digits (the last 10) and lower-cased, trimmed e-mail addresses. */
export function recordKeyOf(body: CreateRecordBody): RecordKey {
  switch (body.type) {
    case 'phone':
      return { type: 'phone', value: normalizePhone(body.data.phone) };
    case 'email':
      return { type: 'email', value: body.data.email.trim().toLowerCase() };
    default:
      return { type: body.type, pointer: body.data.pointer };
  }
}
