import { screen, within } from '@testing-library/react';

import { NearbyOffendersSection } from './nearby-offenders-section';
import { renderSection } from './render-section';
import { fullLocation, nearbyOffenders, reportOf, sampleLocation } from './test-fixtures';

describe('NearbyOffendersSection', () => {
  it('says so for the sample address, which has none nearby', () => {
    renderSection(NearbyOffendersSection, reportOf('location', { location: sampleLocation }));
    expect(screen.getByText('No sex offenders found.')).toBeInTheDocument();
  });

  it('shows an offender with a link, tier, offense, registration and source', () => {
    renderSection(NearbyOffendersSection, reportOf('location', { location: fullLocation }));
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Carl Runolfsson' })).toHaveAttribute(
      'href',
      '/dashboard/create-record?type=person&pointer=Offndr00001Pt0r2026A',
    );
    expect(within(item).getByText('Tier 1')).toBeInTheDocument();
    expect(within(item).getByText('Indecent exposure · Age 52 · Registered Oct 8, 2014')).toBeInTheDocument();
    expect(within(item).getByText('Source: Sex offender registry · Last seen Oct 1, 2025')).toBeInTheDocument();
  });

  it('lists several offenders', () => {
    renderSection(
      NearbyOffendersSection,
      reportOf('location', {
        location: {
          pointer: 'x',
          sex_offenders: [
            ...nearbyOffenders,
            { ...nearbyOffenders[0]!, pointer: 'Offndr00002Pt0r2026A', age: null, tier: 3 },
          ],
        },
      }),
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('Tier 3')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Indecent exposure · Registered Oct 8, 2014')).toBeInTheDocument();
  });
});
