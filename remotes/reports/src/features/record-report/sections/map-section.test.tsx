import { screen, waitFor } from '@testing-library/react';

import { MapSection } from './map-section';
import { renderSection } from './render-section';
import { reportOf, sampleLocation } from './test-fixtures';

describe('MapSection', () => {
  it('says so when the address has no coordinates', () => {
    renderSection(MapSection, reportOf('location', { location: { pointer: 'x' } }));
    expect(screen.getByText('No map locations found.')).toBeInTheDocument();
    const { latitude: _latitude, longitude: _longitude, ...withoutCoordinates } = sampleLocation.address!;
    renderSection(MapSection, reportOf('location', { location: { pointer: 'x', address: withoutCoordinates } }));
    expect(screen.getAllByText('No map locations found.')).toHaveLength(2);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('marks the address at its projected position on a map of the state outlines', async () => {
    renderSection(MapSection, reportOf('location', { location: sampleLocation }));
    // the map's code is a chunk of its own: its place is kept, the address already shown, until it has loaded
    expect(screen.getByRole('status', { name: 'Loading the map' })).toBeInTheDocument();
    expect(screen.getByText('4733 Boehm Blvd, Minneapolis, MN 55408')).toBeInTheDocument();
    const map = await screen.findByRole('img', { name: 'Map showing 4733 Boehm Blvd, Minneapolis, MN' });
    expect(screen.queryByRole('status', { name: 'Loading the map' })).not.toBeInTheDocument();
    const marker = screen.getByTestId('map-marker');
    const cx = Number(marker.getAttribute('cx'));
    const cy = Number(marker.getAttribute('cy'));
    expect(Number.isFinite(cx) && Number.isFinite(cy)).toBe(true);
    // Minneapolis lies north of the middle of the lower 48, a little east of centre, on the 975 × 610 frame.
    expect(cx).toBeGreaterThan(487.5);
    expect(cx).toBeLessThan(650);
    expect(cy).toBeGreaterThan(100);
    expect(cy).toBeLessThan(305);
    expect(screen.getByText('4733 Boehm Blvd, Minneapolis, MN 55408')).toBeInTheDocument();

    // The outlines come from the atlas chunk once it has loaded; the address's state is shaded.
    await waitFor(() => expect(map.querySelector('path[data-state="Minnesota"]')).not.toBeNull());
    const states = map.querySelectorAll('path');
    expect(states.length).toBeGreaterThanOrEqual(51);
    expect(map.querySelector('path[data-state="Minnesota"]')).toHaveClass('addressState');
    expect(map.querySelector('path[data-state="Texas"]')).toHaveClass('state');
  });

  it('draws no marker for an address outside the mapped area', async () => {
    renderSection(
      MapSection,
      reportOf('location', {
        location: {
          pointer: 'x',
          address: {
            street: '1 Calle Luna',
            street_number: '1',
            street_name: 'Calle Luna',
            city: 'San Juan',
            state_code: 'PR',
            zip_code: '00901',
            zip4: '0001',
            country: 'US',
            latitude: 18.4655,
            longitude: -66.1057,
          },
        },
      }),
    );
    const map = await screen.findByRole('img', { name: 'Map showing 1 Calle Luna, San Juan, PR' });
    expect(screen.queryByTestId('map-marker')).not.toBeInTheDocument();
    expect(screen.getByText('This address lies outside the area the map shows.')).toBeInTheDocument();
    await waitFor(() => expect(map.querySelector('path[data-state="Texas"]')).not.toBeNull());
  });

  it('shows the address without its map when the map fails to load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let IsolatedMapSection: typeof MapSection | undefined;
    jest.isolateModules(() => {
      jest.doMock('./address-map', () => {
        throw new Error('Loading chunk address-map failed.');
      });
      ({ MapSection: IsolatedMapSection } = jest.requireActual<{ MapSection: typeof MapSection }>('./map-section'));
    });
    renderSection(IsolatedMapSection!, reportOf('location', { location: sampleLocation }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading the map' })).not.toBeInTheDocument());
    expect(screen.getByText('4733 Boehm Blvd, Minneapolis, MN 55408')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('The map failed to load', expect.any(Error));
    jest.dontMock('./address-map');
    error.mockRestore();
  });
});
