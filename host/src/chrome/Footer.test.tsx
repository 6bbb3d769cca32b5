import { screen } from '@testing-library/react';

import { configureApiClient } from '@beacon/api';
import { routeFetch } from '@beacon/test-support/fetch-routes';
import { renderWithProviders } from '@beacon/test-support/render-screen';

import { Footer } from './Footer';

describe('Footer', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    // no meta configured: the footer shows without a phone, store or social links
    routeFetch({});
  });

  it.each([true, false])('links the removal results beside the opt-out (full footer: %s)', (full) => {
    renderWithProviders(<Footer full={full} />);
    expect(screen.getByRole('link', { name: 'Opt Out' })).toHaveAttribute('href', '/opt-out');
    expect(screen.getByRole('link', { name: 'Removal results' })).toHaveAttribute('href', '/removal-results');
  });
});
