import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { peopleCount } from './people';
import { PrivateModeSwitch } from './PrivateModeSwitch';

describe('people', () => {
  it('counts in words', () => {
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
