import { screen, within } from '@testing-library/react';

import { CensusSection } from './census-section';
import { renderSection } from './render-section';
import { reportOf, sampleLocation } from './test-fixtures';

function cells(table: HTMLElement, row: string): (string | null)[] {
  return within(within(table).getByRole('row', { name: new RegExp(row) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('CensusSection', () => {
  it('says so when there are no census figures', () => {
    renderSection(CensusSection, reportOf('location', { location: { pointer: 'x' } }));
    expect(screen.getByText('No census data found.')).toBeInTheDocument();
  });

  it('shows the sample ZIP code’s figures as facts and charts with tables', () => {
    renderSection(CensusSection, reportOf('location', { location: sampleLocation }));
    expect(screen.getByText('Median age').nextElementSibling).toHaveTextContent('36.1');
    expect(screen.getByText('Median household income').nextElementSibling).toHaveTextContent('$153,000');
    expect(screen.getByText('In our records').nextElementSibling).toHaveTextContent('4 residents, 1 place');
    const people = screen.getByRole('table', { name: 'People and households in ZIP code 55408' });
    expect(cells(people, 'Population')).toEqual(['16,354']);
    expect(cells(people, 'Households')).toEqual(['6,081']);
    const homes = screen.getByRole('table', { name: 'Homes by occupancy' });
    expect(cells(homes, 'Owner occupied')).toEqual(['72%']);
    expect(cells(homes, 'Renter occupied')).toEqual(['28%']);
    expect(screen.getAllByTestId('bar-chart')).toHaveLength(2);
    expect(screen.getByText('Source: Census · Last seen Oct 1, 2025')).toBeInTheDocument();
  });

  it('reads a ZIP code with a single resident in our records', () => {
    renderSection(
      CensusSection,
      reportOf('location', {
        location: { pointer: 'x', census: { ...sampleLocation.census!, in_data_set: { places: 0, residents: 1 } } },
      }),
    );
    expect(screen.getByText('In our records').nextElementSibling).toHaveTextContent('1 resident, 0 places');
  });
});
