import { screen, within } from '@testing-library/react';

import { LocationBusinessesSection } from './location-businesses-section';
import { renderSection } from './render-section';
import { locationBusinesses, reportOf, sampleLocation } from './test-fixtures';

describe('LocationBusinessesSection', () => {
  it('says so for the sample address, where no business is registered', () => {
    renderSection(LocationBusinessesSection, reportOf('location', { location: sampleLocation }));
    expect(screen.getByText('No businesses found.')).toBeInTheDocument();
  });

  it('shows a business with its owner linked and its source', () => {
    renderSection(
      LocationBusinessesSection,
      reportOf('location', { location: { pointer: 'x', businesses: locationBusinesses } }),
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Boehm Blvd Breads')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Peter Bear Lindqvist' })).toHaveAttribute(
      'href',
      '/dashboard/create-record?type=person&pointer=w-Qdmx4c8eMPt0r2026A',
    );
    expect(within(item).getByText('Source: Business filings · Last seen Oct 1, 2025')).toBeInTheDocument();
  });

  it('lists several businesses', () => {
    renderSection(
      LocationBusinessesSection,
      reportOf('location', {
        location: {
          pointer: 'x',
          businesses: [...locationBusinesses, { ...locationBusinesses[0]!, name: 'Lindqvist Tax Prep' }],
        },
      }),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Lindqvist Tax Prep')).toBeInTheDocument();
  });
});
