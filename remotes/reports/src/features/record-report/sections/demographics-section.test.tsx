import { screen, within } from '@testing-library/react';

import { DemographicsSection } from './demographics-section';
import { renderSection } from './render-section';
import { reportOf, sampleLocation } from './test-fixtures';

function rows(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent).join(': '));
}

describe('DemographicsSection', () => {
  it('says so when there are no demographics', () => {
    renderSection(DemographicsSection, reportOf('location', { location: { pointer: 'x' } }));
    expect(screen.getByText('No demographic data found.')).toBeInTheDocument();
  });

  it('charts the sample area’s age groups and education, with the median home value', () => {
    renderSection(DemographicsSection, reportOf('location', { location: sampleLocation }));
    expect(screen.getByText('Median home value').nextElementSibling).toHaveTextContent('$858,000');
    expect(rows(screen.getByRole('table', { name: 'Residents by age' }))).toEqual([
      'Under 18: 20%',
      '18 to 64: 63%',
      '65 and over: 17%',
    ]);
    expect(rows(screen.getByRole('table', { name: 'Education of adults' }))).toEqual([
      'High school or higher: 90%',
      "Bachelor's or higher: 49%",
    ]);
    expect(screen.getByText('Source: Census · Last seen Oct 1, 2025')).toBeInTheDocument();
  });

  it('leaves out a chart with no groups and labels unknown groups from their keys', () => {
    renderSection(
      DemographicsSection,
      reportOf('location', {
        location: {
          pointer: 'x',
          demographics: { ...sampleLocation.demographics!, age_groups: {}, education: { graduate_degree: 12 } },
        },
      }),
    );
    expect(screen.queryByRole('table', { name: 'Residents by age' })).not.toBeInTheDocument();
    expect(rows(screen.getByRole('table', { name: 'Education of adults' }))).toEqual(['Graduate degree: 12%']);
  });
});
