import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { object, string } from 'yup';

import { TextField } from './TextField';
import { validateWith } from './validate-with';

describe('validateWith', () => {
  it('gives the same validate function for the same schema, and its messages', () => {
    const schema = object({ lastName: string().required('Please Enter A Last Name.') });
    expect(validateWith(schema)).toBe(validateWith(schema));
    expect(validateWith(schema)({ lastName: '' })).toEqual({ lastName: 'Please Enter A Last Name.' });
    expect(validateWith(schema)({ lastName: 'Lindqvist' })).toEqual({});
  });

  it('does not validate the form again when the form re-renders with its values unchanged', async () => {
    let validations = 0;
    const schema = object({
      lastName: string().test('counted', 'Please Enter A Last Name.', (value) => {
        validations += 1;
        return Boolean(value);
      }),
    });
    let rerender = () => {};
    function SearchForm() {
      const [renders, setRenders] = useState(0);
      rerender = () => setRenders(renders + 1);
      return (
        <Form onSubmit={() => {}} validate={validateWith(schema)}>
          {({ handleSubmit }) => (
            <form onSubmit={handleSubmit} aria-label="Search by name">
              <TextField name="lastName" label="Last Name" />
              <span>{renders}</span>
            </form>
          )}
        </Form>
      );
    }
    render(<SearchForm />);
    const afterMount = validations;
    act(() => rerender());
    act(() => rerender());
    expect(validations).toBe(afterMount);

    await userEvent.type(screen.getByRole('textbox', { name: 'Last Name' }), 'L');
    expect(validations).toBe(afterMount + 1);
  });
});
