import { ARRAY_ERROR, FORM_ERROR } from 'final-form';

import { identityMessages, messages, monitoredDataPatchSchema } from '@beacon/validation';

import { nestErrors, validatePayload } from './validate-payload';

// The forms check the payload they would send against the contract's schema; its flat messages must land under the
// inputs they belong to.

describe('nestErrors', () => {
  it("puts each schema message where final-form looks for that input's error", () => {
    const payload = { firstName: '', addresses: [{ city: '' }], emails: [] };
    expect(
      nestErrors(
        {
          firstName: 'Please Enter A First Name.',
          'addresses[0].city': 'Please enter a city.',
          emails: 'Add one.',
          '': 'Whole form.',
        },
        payload,
      ),
    ).toEqual({
      firstName: 'Please Enter A First Name.',
      addresses: [{ city: 'Please enter a city.' }],
      emails: Object.assign([], { [ARRAY_ERROR]: 'Add one.' }),
      [FORM_ERROR]: 'Whole form.',
    });
  });

  it("keeps a list's own message beside its items' messages", () => {
    const errors = nestErrors({ phones: 'Too many.', 'phones[1]': 'Bad phone.' }, { phones: ['1', '2'] });
    const phones = errors.phones as unknown[] & Record<string, unknown>;
    expect(phones[1]).toBe('Bad phone.');
    expect(phones[ARRAY_ERROR]).toBe('Too many.');
  });
});

describe('validatePayload within a wrapper', () => {
  const validate = validatePayload(
    monitoredDataPatchSchema,
    (values: { emails: string[] }) => ({ data: values }),
    'data',
  );

  it("drops the wrapper's prefix from the inputs' messages", () => {
    expect(validate({ emails: ['nope'] })).toEqual({ emails: [messages.emailInvalid] });
  });

  it("makes the wrapper's own message the form's", () => {
    expect(validate({ emails: [] })).toEqual({ [FORM_ERROR]: identityMessages.somethingToMonitor });
  });
});
