import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ErrorScreen } from './ErrorScreen';

describe('ErrorScreen', () => {
  it('offers a reload when the error came from a request', async () => {
    const onReload = jest.fn();
    const requestError = Object.assign(new Error('manifest 404'), { name: 'RemoteLoadError' });
    render(<ErrorScreen error={requestError} onReload={onReload} />);
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong. :-(' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Click here to reload the page and try again.' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('offers to go back when the code threw', async () => {
    const onGoBack = jest.fn();
    render(<ErrorScreen error={new TypeError('boom')} onGoBack={onGoBack} />);
    await userEvent.click(screen.getByRole('button', { name: '< Go back to previous page' }));
    expect(onGoBack).toHaveBeenCalled();
    expect(screen.queryByText('Click here to reload the page and try again.')).not.toBeInTheDocument();
  });

  it('says "Loading chunk failed" when a lazy screen timed out', () => {
    const timeout = Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadTimeoutError' });
    render(<ErrorScreen error={timeout} />);
    expect(screen.getByText('Loading chunk failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Click here to reload the page and try again.' })).toBeInTheDocument();
  });
});
