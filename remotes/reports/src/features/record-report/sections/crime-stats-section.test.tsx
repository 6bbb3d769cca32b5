import { screen, within } from '@testing-library/react';

import { CrimeStatsSection } from './crime-stats-section';
import { renderSection } from './render-section';
import { reportOf, sampleLocation } from './test-fixtures';

describe('CrimeStatsSection', () => {
  it('says so when there are no crime statistics', () => {
    renderSection(CrimeStatsSection, reportOf('location', { location: { pointer: 'x' } }));
    expect(screen.getByText('No crime statistics found.')).toBeInTheDocument();
  });

  it('charts the area against the national rates, with a table and a summary', () => {
    renderSection(CrimeStatsSection, reportOf('location', { location: sampleLocation }));
    const table = screen.getByRole('table', { name: 'Crimes per 1,000 residents in 2024' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['This area', 'National']);
    const violent = within(table).getByRole('row', { name: /Violent crime/ });
    expect(
      within(violent)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6.2', '3.8']);
    const property = within(table).getByRole('row', { name: /Property crime/ });
    expect(
      within(property)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['35.8', '19.6']);
    expect(screen.getByText('This area', { selector: 'li' })).toBeInTheDocument();
    expect(
      screen.getByText('Violent crime is 63% above the national rate; property crime is 83% above the national rate.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Source: Law enforcement reports · Last seen Oct 1, 2025')).toBeInTheDocument();
  });

  it('says when the area is below or at the national rate, and skips the summary without national rates', () => {
    const { rerender } = renderSection(
      CrimeStatsSection,
      reportOf('location', {
        location: {
          pointer: 'x',
          crime_stats: { ...sampleLocation.crime_stats!, violent_per_1000: 1.9, property_per_1000: 19.6 },
        },
      }),
    );
    expect(
      screen.getByText(
        'Violent crime is 50% below the national rate; property crime is the same as the national rate.',
      ),
    ).toBeInTheDocument();
    rerender(
      <CrimeStatsSection
        report={reportOf('location', {
          location: { pointer: 'x', crime_stats: { ...sampleLocation.crime_stats!, national_violent_per_1000: 0 } },
        })}
      />,
    );
    expect(screen.queryByText(/the national rate/)).not.toBeInTheDocument();
  });
});
