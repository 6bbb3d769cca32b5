import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { array, object, string } from 'yup';

import { EmailListField, PhoneListField } from './ContactListFields';
import { digitsUpTo, phoneDigits } from './digits';
import { validatePayload } from './validate-payload';

interface Values {
  emails?: (string | undefined)[];
  phones?: (string | undefined)[];
}

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const schema = object({
  emails: array(string().email('Please enter a valid e-mail address.').required('Please enter an e-mail address.'))
    .min(1, 'Add at least one e-mail address.')
    .required(),
  phones: array(string().matches(/^\d{10}$/, 'Please enter a 10-digit phone number.')).required(),
});
const validate = validatePayload(schema, (values: Values) => ({
  emails: (values.emails ?? []).map(clean),
  phones: (values.phones ?? []).map(clean),
}));

function renderForm(onSubmit = jest.fn(), atMaxText?: string) {
  render(
    <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={{ emails: [], phones: [] }}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} aria-label="Contact details" noValidate>
          <EmailListField max={2} hint="At least one." />
          <PhoneListField max={1} atMaxText={atMaxText} />
          <button type="submit">Save</button>
        </form>
      )}
    </Form>,
  );
  return onSubmit;
}

const emailList = () => screen.getByRole('group', { name: 'E-mail addresses' });
const phoneList = () => screen.getByRole('group', { name: 'Phone numbers' });

describe('EmailListField and PhoneListField', () => {
  it('show their legends, hint and add buttons, and no inputs until the member adds one', () => {
    renderForm();
    expect(within(emailList()).getByText('At least one.')).toBeInTheDocument();
    expect(within(emailList()).getByRole('button', { name: 'Add E-mail Address' })).toBeEnabled();
    expect(within(phoneList()).getByRole('button', { name: 'Add Phone Number' })).toBeEnabled();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('add numbered inputs, focused as they come, and remove the one named', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add E-mail Address' }));
    expect(screen.getByRole('textbox', { name: 'E-mail address 1' })).toHaveFocus();
    await userEvent.keyboard('first@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add E-mail Address' }));
    await userEvent.keyboard('second@example.com');
    expect(screen.getByRole('textbox', { name: 'E-mail address 2' })).toHaveValue('second@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Remove e-mail address 1' }));
    expect(screen.getByRole('textbox', { name: 'E-mail address 1' })).toHaveValue('second@example.com');
    expect(screen.queryByRole('textbox', { name: 'E-mail address 2' })).not.toBeInTheDocument();
  });

  it('keep digits only in a phone number, at most 10, and stop at the limit with its reason', async () => {
    renderForm(jest.fn(), 'You watch as many of these as you can (1).');
    await userEvent.click(screen.getByRole('button', { name: 'Add Phone Number' }));
    const phone = screen.getByRole('textbox', { name: 'Phone number 1 (10 digits)' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(phone, '(612) 935-0239 44');
    expect(phone).toHaveValue('6129350239');
    expect(screen.getByRole('button', { name: 'Add Phone Number' })).toBeDisabled();
    expect(within(phoneList()).getByText('You watch as many of these as you can (1).')).toBeInTheDocument();
  });

  it("announce the list's message and each input's message when a save is refused", async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(emailList()).getByRole('alert')).toHaveTextContent('Add at least one e-mail address.');

    await userEvent.click(screen.getByRole('button', { name: 'Add E-mail Address' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail address 1' }), 'not an e-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Add Phone Number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number 1 (10 digits)' }), '612');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'E-mail address 1' })).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(screen.getByRole('textbox', { name: 'Phone number 1 (10 digits)' })).toHaveAccessibleDescription(
      'Please enter a 10-digit phone number.',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByRole('textbox', { name: 'E-mail address 1' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail address 1' }), 'grace@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number 1 (10 digits)' }), '9350239');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { emails: ['grace@example.com'], phones: ['6129350239'] },
      expect.anything(),
      expect.anything(),
    );
  });
});

describe('phoneDigits and digitsUpTo', () => {
  it('keep the digits typed or pasted, at most 10 for a phone number', () => {
    expect(phoneDigits('(415) 555-0132 99')).toBe('4155550132');
    expect(phoneDigits('+1 415')).toBe('1415');
    expect(digitsUpTo(4)('12-34-56')).toBe('1234');
  });
});
