import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARRAY_ERROR, FORM_ERROR } from 'final-form';

import { monitoredDataPatchSchema, identityMessages, messages } from '@beacon/validation';

import { nestErrors, validatePayload } from './form-validation';
import { peopleCount, plural } from './people';
import { PrivateModeSwitch } from './PrivateModeSwitch';

describe('nestErrors', () => {
  it("puts each schema message where final-form looks for that input's error", () => {
    expect(nestErrors({ 'emails[1]': 'Bad e-mail.', phones: 'Too many.', '': 'Whole form.' }, { phones: [] })).toEqual({
      emails: [undefined, 'Bad e-mail.'],
      phones: Object.assign([], { [ARRAY_ERROR]: 'Too many.' }),
      [FORM_ERROR]: 'Whole form.',
    });
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

describe('people', () => {
  it('counts in words', () => {
    expect(plural(1, 'alert')).toBe('1 alert');
    expect(plural(0, 'alert')).toBe('0 alerts');
    expect(peopleCount(1)).toBe('1 person');
    expect(peopleCount(5)).toBe('5 people');
  });
});

describe('PrivateModeSwitch', () => {
  it('is a toggle button that ignores presses while a change is on its way', async () => {
    const onToggle = jest.fn();
    const { rerender } = render(<PrivateModeSwitch pressed={false} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Private mode' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleDescription('Off: alerts show what was exposed, masked.');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);

    rerender(<PrivateModeSwitch pressed busy onToggle={onToggle} forName="Tobi Okafor" />);
    const busy = screen.getByRole('button', { name: 'Private mode for Tobi Okafor' });
    expect(busy).toHaveAttribute('aria-pressed', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});
