import { screen, within } from '@testing-library/react';

import { PlacesSection } from './places-section';
import { renderSection } from './render-section';
import { reportOf, sampleLocation } from './test-fixtures';

describe('PlacesSection', () => {
  it('says so when no places are known', () => {
    renderSection(PlacesSection, reportOf('location', { location: { pointer: 'x', places: [] } }));
    expect(screen.getByText('No places found.')).toBeInTheDocument();
  });

  it('shows a place with its category, distance and source', () => {
    renderSection(
      PlacesSection,
      reportOf('location', { location: { pointer: 'x', places: [sampleLocation.places![2]!] } }),
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Bechtelar Park')).toBeInTheDocument();
    expect(within(item).getByText('Park · 1.2 mi away')).toBeInTheDocument();
    expect(within(item).getByText('Source: Business listings · Last seen Oct 1, 2025')).toBeInTheDocument();
  });

  it('lists the sample places nearest first, correcting by their report position', () => {
    renderSection(
      PlacesSection,
      reportOf('location', {
        location: sampleLocation,
        corrections: {
          'places.places.0': { section: 'places', value: 'Closed restaurant', active: true, updated: '' },
        },
      }),
    );
    const names = screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
    expect(names).toEqual([
      'Carter and Sons Gas station',
      'Bechtelar Park',
      'Nolan - Balistreri Grocery',
      'Labadie Elementary School',
      'Closed restaurantCorrected',
    ]);
  });
});
