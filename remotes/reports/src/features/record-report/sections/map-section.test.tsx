import { screen } from '@testing-library/react';

import { MapSection } from './map-section';
import { renderSection } from './render-section';
import { reportOf, sampleLocation } from './test-fixtures';

// The drawn map (MapLibre needs WebGL, which jsdom lacks) is checked in the browser: e2e/tests/record-reports.spec.ts.
describe('MapSection', () => {
  it('says so when the address has no coordinates', () => {
    renderSection(MapSection, reportOf('location', { location: { pointer: 'x' } }));
    expect(screen.getByText('No map locations found.')).toBeInTheDocument();
    const { latitude: _latitude, longitude: _longitude, ...withoutCoordinates } = sampleLocation.address!;
    renderSection(MapSection, reportOf('location', { location: { pointer: 'x', address: withoutCoordinates } }));
    expect(screen.getAllByText('No map locations found.')).toHaveLength(2);
    expect(screen.queryByText('The map cannot be shown in this browser.')).not.toBeInTheDocument();
  });

  it('writes the address under its map, and keeps it when the browser cannot draw the map', () => {
    renderSection(MapSection, reportOf('location', { location: sampleLocation }));
    expect(screen.getByText('The map cannot be shown in this browser.')).toBeInTheDocument();
    expect(screen.getByText('4733 Boehm Blvd, Minneapolis, MN 55408')).toBeInTheDocument();
  });
});
