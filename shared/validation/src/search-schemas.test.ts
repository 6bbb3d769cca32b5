import { addressSearchSchema } from './address-search-schema';
import { emailSearchSchema } from './email-search-schema';
import { personSearchSchema } from './person-search-schema';
import { normalizePhone, phoneSearchSchema } from './phone-search-schema';
import { collectFieldErrors } from './validate-with-schema';

describe('search schemas (spec §5)', () => {
  it('requires first and last names made of letters, spaces, apostrophes, backticks and hyphens', () => {
    expect(collectFieldErrors(personSearchSchema, {})).toEqual({
      firstName: 'Please Enter A First Name.',
      lastName: 'Please Enter A Last Name.',
    });
    expect(collectFieldErrors(personSearchSchema, { firstName: "O'Ne-il `x", lastName: 'Smith' })).toEqual({});
    expect(collectFieldErrors(personSearchSchema, { firstName: 'J0hn', lastName: 'Smith' })).toEqual({
      firstName: 'Please Enter A First Name.',
    });
  });

  it('keeps the last 10 digits of a phone number', () => {
    expect(normalizePhone('+1 (555) 123-4567')).toBe('5551234567');
    expect(collectFieldErrors(phoneSearchSchema, { phone: '555-1234' })).toEqual({
      phone: 'Please Enter Valid US Phone Number.',
    });
    expect(phoneSearchSchema.validateSync({ phone: '1 555 123 4567' })).toEqual({ phone: '5551234567' });
  });

  it('gives one message for a missing and an invalid e-mail', () => {
    expect(collectFieldErrors(emailSearchSchema, { email: '' })).toEqual({
      email: 'Please Enter Valid Email Address.',
    });
    expect(collectFieldErrors(emailSearchSchema, { email: 'nope' })).toEqual({
      email: 'Please Enter Valid Email Address.',
    });
  });

  it('needs a street and either a state or a 5-digit zip', () => {
    expect(collectFieldErrors(addressSearchSchema, { street: '', zip: '' })).toEqual({
      zip: 'Please enter zip code or state.',
      street: 'Please enter street address.',
    });
    expect(collectFieldErrors(addressSearchSchema, { street: '1 Main St', zip: '1234' })).toEqual({
      zip: 'Please enter zip code or state.',
    });
    expect(collectFieldErrors(addressSearchSchema, { street: '1 Main St', state: 'CA' })).toEqual({});
  });
});
