import { render, screen } from '@testing-library/react';

import { reportClientError } from '@beacon/api';

import { GlobalErrorBoundary } from './GlobalErrorBoundary';

jest.mock('@beacon/api', () => ({ reportClientError: jest.fn() }));

function BrokenChrome(): never {
  throw new Error('the header broke');
}

describe('GlobalErrorBoundary', () => {
  it('shows the app-wide error text for an error outside the content area, and reports it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <GlobalErrorBoundary>
        <BrokenChrome />
      </GlobalErrorBoundary>,
    );
    expect(
      screen.getByRole('button', { name: 'Oops, an unexpected error occured. Please click here to refresh the page.' }),
    ).toBeInTheDocument();
    expect(reportClientError).toHaveBeenCalledWith(expect.objectContaining({ message: 'the header broke' }));
  });
});
