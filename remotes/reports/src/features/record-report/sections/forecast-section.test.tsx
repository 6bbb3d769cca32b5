import { screen, within } from '@testing-library/react';

import { ForecastSection } from './forecast-section';
import { renderSection } from './render-section';
import { reportOf, sampleLocation } from './test-fixtures';

describe('ForecastSection', () => {
  it('says so when there is no forecast', () => {
    renderSection(ForecastSection, reportOf('location', { location: { pointer: 'x' } }));
    expect(screen.getByText('No value forecasts found.')).toBeInTheDocument();
  });

  it('shows the sample home’s value now and charted over five years in dollars', () => {
    renderSection(ForecastSection, reportOf('location', { location: sampleLocation }));
    expect(screen.getByText('Estimated value now').nextElementSibling).toHaveTextContent('$212,600');
    expect(screen.getByText('Expected change per year').nextElementSibling).toHaveTextContent('+1.3%');
    const table = screen.getByRole('table', { name: 'Estimated value over the next five years' });
    const values = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent).join(': '));
    expect(values).toEqual(['Now: $212,600', 'In 1 year: $215,400', 'In 3 years: $221,000', 'In 5 years: $226,800']);
    expect(screen.getByText('Source: Valuation model · Last seen Oct 1, 2025')).toBeInTheDocument();
  });

  it('shows a falling forecast with cents where there are any', () => {
    renderSection(
      ForecastSection,
      reportOf('location', {
        location: {
          pointer: 'x',
          forecast: { ...sampleLocation.forecast!, annual_change_percent: -2.5, one_year: 207285.5 },
        },
      }),
    );
    expect(screen.getByText('Expected change per year').nextElementSibling).toHaveTextContent('-2.5%');
    expect(within(screen.getByRole('table')).getByText('$207,285.50')).toBeInTheDocument();
  });
});
