import { screen, within } from '@testing-library/react';

import { renderSection } from './render-section';
import { ResidentsSection } from './residents-section';
import { reportOf, sampleLocation } from './test-fixtures';

describe('ResidentsSection', () => {
  it('says so when nobody is known to live there', () => {
    renderSection(ResidentsSection, reportOf('location', { location: { pointer: 'x', residents: [] } }));
    expect(screen.getByText('No residents found.')).toBeInTheDocument();
  });

  it('shows one resident with a link to their report', () => {
    renderSection(
      ResidentsSection,
      reportOf('location', { location: { pointer: 'x', residents: [sampleLocation.residents![3]!] } }),
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Raegan Lindqvist' })).toHaveAttribute(
      'href',
      '/dashboard/create-record?type=person&pointer=5Hf5TJ6Fxa0Pt0r2026A',
    );
    expect(within(item).getByText('Age 22 · Resident since Mar 5, 2009')).toBeInTheDocument();
    expect(within(item).getByText('Source: Property records · Last seen Oct 1, 2025')).toBeInTheDocument();
  });

  it('shows every resident of the sample address, and a corrected one', () => {
    renderSection(
      ResidentsSection,
      reportOf('location', {
        location: sampleLocation,
        corrections: {
          'residents.residents.2': { section: 'residents', value: 'Moved out', active: true, updated: '' },
        },
      }),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Peter Bear Lindqvist',
      'Hayley Anais Lindqvist',
      'Raegan Lindqvist',
    ]);
    expect(within(screen.getByText('Moved out').closest('li')!).getByText('Corrected')).toBeInTheDocument();
  });
});
