import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Modal } from './Modal';

describe('Modal', () => {
  it('is a labelled dialog with an action and a Cancel button', async () => {
    const onAction = jest.fn();
    const onClose = jest.fn();
    render(
      <Modal title="Confirm Reactivation" actionLabel="Reactivate" onAction={onAction} onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm Reactivation' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    expect(onAction).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and keeps Tab inside', async () => {
    const onClose = jest.fn();
    render(<Modal title="Hello" actionLabel="OK" onClose={onClose} cancelLabel="Close" />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('without onClose it has no closing button and ignores Escape (a modal that runs to its end)', async () => {
    render(
      <Modal title="Please wait">
        <p>Working</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Please wait' })).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Please wait' })).toBeInTheDocument();
  });
});
