import { createRecordSchema, recordKeyOf, type CreateRecordBody } from './create-record-schema';
import { toJsonSchema } from './json-schema';
import { messages } from './messages';
import { checkPayload } from './validate-payload';

const message = (value: unknown) => {
  const result = checkPayload(createRecordSchema, value);
  return result.ok ? undefined : result.message;
};

describe('POST /me/records payload (spec §7, the create-record view of §2.4 and §5)', () => {
  it('takes a pointer for person and location records', () => {
    expect(message({ type: 'person', data: { pointer: 'abcdefghij_Pt0r2026A' } })).toBeUndefined();
    expect(message({ type: 'location', data: { pointer: 'A-cdefghijkPt0r2026A' } })).toBeUndefined();
    expect(message({ type: 'person', data: {} })).toBe('data.pointer is required');
    expect(message({ type: 'person', data: { pointer: 'short' } })).toBe(
      'data.pointer must be the pointer of a search result',
    );
    expect(message({ type: 'location', data: { pointer: 'x'.repeat(65) } })).toBe(
      'data.pointer must be at most 64 characters',
    );
    expect(message({ type: 'person', data: { pointer: 12345678901 } })).toBe('data.pointer must be a string');
    expect(message({ type: 'person', data: { phone: '4155550132' } })).toBe('data.pointer is required');
  });

  it('takes a phone number whose last 10 digits count, with the phone search message', () => {
    for (const phone of ['4155550132', '(415) 555-0132', '+1 415 555 0132 ext']) {
      expect(message({ type: 'phone', data: { phone } })).toBeUndefined();
    }
    for (const phone of ['555-0132', '', 'phone']) {
      expect(message({ type: 'phone', data: { phone } })).toBe(messages.phoneInvalid);
    }
    expect(message({ type: 'phone', data: {} })).toBe(messages.phoneInvalid);
    expect(message({ type: 'phone', data: { phone: 4155550132 } })).toBe('data.phone must be a string');
  });

  it('takes an e-mail address, with the e-mail search message', () => {
    expect(message({ type: 'email', data: { email: 'Jane@Example.com' } })).toBeUndefined();
    expect(message({ type: 'email', data: { email: ' jane@example.com ' } })).toBeUndefined();
    for (const email of ['jane', '', '   ', 'jane@', '@example.com']) {
      expect(message({ type: 'email', data: { email } })).toBe(messages.emailInvalid);
    }
    expect(message({ type: 'email', data: {} })).toBe(messages.emailInvalid);
    expect(message({ type: 'email', data: { email: `${'a'.repeat(250)}@b.co` } })).toBe(
      'data.email must be at most 254 characters',
    );
  });

  it('refuses a missing or unknown type, missing data, and fields of other types or of nobody', () => {
    expect(message({ data: { phone: '4155550132' } })).toBe('type is required');
    expect(message({ type: 'company', data: {} })).toBe('type must be one of person, phone, email, location');
    // a name every object has (Object.prototype's) is an unknown type like any other
    for (const type of ['toString', 'constructor', 'hasOwnProperty']) {
      expect(message({ type, data: {} })).toBe('type must be one of person, phone, email, location');
    }
    expect(message({ type: ['phone'], data: {} })).toBe('type must be a string');
    expect(message({ type: 'phone' })).toBe('data is required');
    expect(message({ type: 'phone', data: null })).toBe('data is required');
    expect(message({ type: 'phone', data: '4155550132' })).toBe('data must be an object');
    expect(message({ type: 'email', data: { email: 'a@b.co', pointer: 'abcdefghijk' } })).toBe(
      'data has unknown field(s): pointer',
    );
    expect(message({ type: 'email', data: { email: 'a@b.co' }, accountId: 2 })).toBe(
      'Unknown field(s) in the request body: accountId',
    );
    expect(message({ type: 'email', data: { email: 'a@b.co', constructor: 1 } })).toBe(
      'The field name "constructor" is not allowed',
    );
    expect(message(null)).toBe('The request body must be a JSON object');
    expect(message([])).toBe('The request body must be a JSON object');
  });

  it('names the record by type and pointer, phone digits or lower-cased address', () => {
    const key = (body: CreateRecordBody) => recordKeyOf(body);
    expect(key({ type: 'person', data: { pointer: 'abcdefghijk' } })).toEqual({
      type: 'person',
      pointer: 'abcdefghijk',
    });
    expect(key({ type: 'phone', data: { phone: '+1 (415) 555-0132' } })).toEqual({
      type: 'phone',
      value: '4155550132',
    });
    expect(key({ type: 'email', data: { email: ' Jane@Example.COM ' } })).toEqual({
      type: 'email',
      value: 'jane@example.com',
    });
  });

  it('describes the body for the API documentation', () => {
    const schema = toJsonSchema(createRecordSchema) as {
      required: string[];
      properties: { type: { enum: string[] }; data: { oneOf: Array<{ required: string[] }> } };
    };
    expect(schema.required).toEqual(['type', 'data']);
    expect(schema.properties.type.enum).toEqual(['person', 'phone', 'email', 'location']);
    expect(schema.properties.data.oneOf.map((option) => option.required)).toEqual([['pointer'], ['phone'], ['email']]);
  });
});
