import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';

import { TextField } from './TextField';

function renderField() {
  render(
    <Form<{ url?: string }> onSubmit={() => {}} validate={(values) => (values.url ? {} : { url: 'Paste an address.' })}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} aria-label="Listing">
          <TextField name="url" label="Address" hint="The page that shows you." />
          <button type="submit">Add</button>
        </form>
      )}
    </Form>,
  );
}

describe('TextField', () => {
  it('reads its hint with the input, and the message too once there is one', async () => {
    renderField();
    const input = screen.getByRole('textbox', { name: 'Address' });
    expect(input).toHaveAccessibleDescription('The page that shows you.');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(input).toHaveAccessibleDescription('The page that shows you. Paste an address.');
  });
});
