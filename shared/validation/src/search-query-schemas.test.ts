import { optOutSchema } from './opt-out-schema';
import {
  addressSearchQuerySchema,
  emailSearchQuerySchema,
  lookupQuerySchema,
  parseFields,
  personRecordQuerySchema,
  locationRecordQuerySchema,
  personSearchQuerySchema,
  phoneSearchQuerySchema,
  pointerParamSchema,
} from './search-query-schemas';
import { checkPayload } from './validate-payload';

const message = (schema: Parameters<typeof checkPayload>[0], value: unknown) => {
  const result = checkPayload(schema, value);
  return result.ok ? undefined : result.message;
};

describe('search query schemas (the forms rules, spec §5, plus paging)', () => {
  it('person search: the name form messages, free city/state/age/middle initial, bounded paging', () => {
    expect(message(personSearchQuerySchema, {})).toBe('Please Enter A First Name.');
    expect(message(personSearchQuerySchema, { firstName: 'Jo3', lastName: 'X' })).toBe('Please Enter A First Name.');
    expect(message(personSearchQuerySchema, { firstName: 'Jo' })).toBe('Please Enter A Last Name.');
    expect(
      message(personSearchQuerySchema, {
        firstName: "Mary-Ann O'",
        lastName: 'd`Arc',
        city: '1',
        state: 'x',
        age: 'y',
      }),
    ).toBeUndefined();
    expect(
      message(personSearchQuerySchema, { firstName: 'A', lastName: 'B', page: '50', pageSize: '50' }),
    ).toBeUndefined();
    expect(message(personSearchQuerySchema, { firstName: 'A', lastName: 'B', page: '51' })).toMatch(/page must be/);
    expect(message(personSearchQuerySchema, { firstName: 'A', lastName: 'B', pageSize: '0' })).toMatch(/pageSize/);
    expect(message(personSearchQuerySchema, { firstName: 'A', lastName: 'B', first: 'C' })).toMatch(/Unknown query/);
    expect(checkPayload(personSearchQuerySchema, { firstName: ' Ann ', lastName: 'Lee' })).toEqual({
      ok: true,
      value: { firstName: 'Ann', lastName: 'Lee' },
    });
  });

  it('phone, e-mail and address searches keep the forms messages', () => {
    expect(checkPayload(phoneSearchQuerySchema, { phone: '+1 (555) 123-4567' })).toEqual({
      ok: true,
      value: { phone: '5551234567' },
    });
    expect(message(phoneSearchQuerySchema, { phone: '123' })).toBe('Please Enter Valid US Phone Number.');
    expect(message(emailSearchQuerySchema, { email: 'x' })).toBe('Please Enter Valid Email Address.');
    expect(message(addressSearchQuerySchema, { street: '' })).toBe('Please enter zip code or state.');
    expect(message(addressSearchQuerySchema, { street: '', zip: '12345' })).toBe('Please enter street address.');
    expect(message(addressSearchQuerySchema, { street: '1 A St', state: 'TX' })).toBeUndefined();
  });

  it('lookup, pointers and record fields', () => {
    expect(message(lookupQuerySchema, {})).toBe('search is required');
    expect(message(lookupQuerySchema, { search: '12 Main ' })).toBeUndefined();
    expect(message(pointerParamSchema, { pointer: 'abcdefghijklmnopqrst' })).toBeUndefined();
    expect(message(pointerParamSchema, { pointer: 'abcdefghijk' })).toBe(
      'pointer must be the pointer of a search result',
    );
    expect(message(pointerParamSchema, { pointer: 'abc' })).toBe('pointer must be the pointer of a search result');
    expect(message(personRecordQuerySchema, { fields: 'names, locations', teaser: 'true' })).toBeUndefined();
    expect(message(personRecordQuerySchema, { fields: 'names,secrets' })).toMatch(/fields may name only/);
    // teasers only: the paid sections of a record are a report's (issue 13, paywall)
    for (const fields of ['criminal_records', 'names,finances', 'assets', 'phones', 'emails', 'relatives']) {
      expect(message(personRecordQuerySchema, { fields, teaser: 'true' })).toBe(
        'fields may name only names, locations, dobs, dods: the rest of a record is in its report (GET /me/records/{id}/report)',
      );
    }
    expect(message(locationRecordQuerySchema, { fields: 'address' })).toBeUndefined();
    expect(message(locationRecordQuerySchema, { fields: 'address,residents' })).toMatch(/fields may name only address/);
    expect(parseFields('names, dobs,names', ['locations'])).toEqual(['names', 'dobs']);
    expect(parseFields(undefined, ['locations'])).toEqual(['locations']);
  });
});

describe('opt-out schema', () => {
  const valid = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', dob: '1980-02-29' };

  it('takes a name, an e-mail and a date of birth or a pointer', () => {
    expect(message(optOutSchema, valid)).toBeUndefined();
    expect(message(optOutSchema, { ...valid, dob: undefined, pointer: 'abcdefghijklmnopqrst' })).toBeUndefined();
  });

  it('reports the first problem in field order, with the forms messages', () => {
    expect(message(optOutSchema, {})).toBe('Please Enter A First Name.');
    expect(message(optOutSchema, { ...valid, firstName: '  ' })).toBe('Please Enter A First Name.');
    expect(message(optOutSchema, { ...valid, lastName: 'L3e' })).toBe('Please Enter A Last Name.');
    expect(message(optOutSchema, { ...valid, email: 'x' })).toBe('Please Enter Valid Email Address.');
    expect(message(optOutSchema, { ...valid, dob: undefined })).toBe('Please enter your date of birth.');
    expect(message(optOutSchema, { ...valid, dob: '1981-02-29' })).toBe(
      'Please enter your date of birth as YYYY-MM-DD.',
    );
    expect(message(optOutSchema, { ...valid, admin: true })).toBe('Unknown field(s) in the request body: admin');
  });
});
