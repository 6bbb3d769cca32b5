import { screen, within } from '@testing-library/react';

import { AssetsSection } from './assets-section';
import { renderSection } from './render-section';
import { reportOf, samplePerson } from './test-fixtures';

function group(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name: title }).parentElement!;
}

describe('AssetsSection', () => {
  it('says so when the person has no assets', () => {
    renderSection(AssetsSection, reportOf('person', { person: { pointer: 'x' } }));
    expect(screen.getByText('No assets found.')).toBeInTheDocument();
  });

  it('shows the sample person’s home and cars, and no watercraft', () => {
    renderSection(AssetsSection, reportOf('person', { person: samplePerson }));
    const home = within(group('Properties')).getByRole('listitem');
    expect(within(home).getByRole('link', { name: '4733 Boehm Blvd, Minneapolis, MN 55408' })).toHaveAttribute(
      'href',
      '/dashboard/create-record?type=location&pointer=QxYkcn5bzkAPt0r2026A',
    );
    expect(within(home).getByText('Purchased Mar 5, 2009 for $111,000 · Assessed at $212,600')).toBeInTheDocument();
    expect(within(home).getByText('Source: Property records · Last seen May 22, 2025')).toBeInTheDocument();
    const cars = within(group('Vehicles')).getAllByRole('listitem');
    expect(cars).toHaveLength(2);
    expect(within(cars[0]!).getByText('2010 Chevrolet Corvette')).toBeInTheDocument();
    expect(within(cars[0]!).getByText('Maroon · VIN JJUX2AE83VK882445 · MN')).toBeInTheDocument();
    expect(within(cars[0]!).getByText('Source: DMV · Last seen Jan 27, 2025')).toBeInTheDocument();
    expect(within(group('Watercraft')).getByText('No watercraft found.')).toBeInTheDocument();
  });

  it('shows watercraft and a corrected vehicle', () => {
    renderSection(
      AssetsSection,
      reportOf('person', {
        person: {
          ...samplePerson,
          assets: {
            ...samplePerson.assets!,
            watercraft: [
              {
                year: 2015,
                make: 'Bayliner',
                length_ft: 21,
                hull_id: 'BAY12345C515',
                state: 'MN',
                source_type: 'dnr_registrations',
                last_seen: '2024-05-01',
              },
            ],
          },
        },
        corrections: {
          'assets.vehicles.1': { section: 'assets', value: '2007 Chevrolet Malibu', active: true, updated: '' },
        },
      }),
    );
    const boat = within(group('Watercraft')).getByRole('listitem');
    expect(within(boat).getByText('2015 Bayliner, 21 ft')).toBeInTheDocument();
    expect(within(boat).getByText('Hull ID BAY12345C515 · MN')).toBeInTheDocument();
    expect(screen.queryByText('2007 Mazda Malibu')).not.toBeInTheDocument();
    expect(within(screen.getByText('2007 Chevrolet Malibu').closest('li')!).getByText('Corrected')).toBeInTheDocument();
  });
});
