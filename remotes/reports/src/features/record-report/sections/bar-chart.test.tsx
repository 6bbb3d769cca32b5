import { render, screen, within } from '@testing-library/react';

import { BarChart } from './bar-chart';

const percent = (value: number) => `${value}%`;

describe('BarChart', () => {
  it('gives screen readers the numbers as a table and hides the drawing', () => {
    render(
      <BarChart
        caption="Crimes per 1,000 residents"
        series={['This area', 'National']}
        rows={[
          { label: 'Violent', values: [6.2, 3.8] },
          { label: 'Property', values: [35.8, 19.6] },
        ]}
        format={String}
      />,
    );
    const table = screen.getByRole('table', { name: 'Crimes per 1,000 residents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['This area', 'National']);
    const property = within(table).getByRole('row', { name: /Property/ });
    expect(
      within(property)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['35.8', '19.6']);
    expect(screen.getByTestId('bar-chart')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws bars in proportion to the largest value (or the given maximum)', () => {
    const { rerender } = render(
      <BarChart
        caption="Age groups"
        series={['Residents']}
        rows={[
          { label: 'Under 18', values: [20] },
          { label: '18 to 64', values: [60] },
        ]}
        format={percent}
      />,
    );
    const widths = () =>
      Array.from(screen.getByTestId('bar-chart').querySelectorAll('rect')).map((bar) =>
        Number(bar.getAttribute('width')),
      );
    const [small, large] = widths();
    expect(large).toBeGreaterThan(0);
    expect(small! / large!).toBeCloseTo(1 / 3);
    rerender(
      <BarChart
        caption="Age groups"
        series={['Residents']}
        rows={[{ label: 'Under 18', values: [20] }]}
        format={percent}
        max={100}
      />,
    );
    expect(widths()[0]! / large!).toBeCloseTo(0.2);
    expect(screen.getByText('20%', { selector: 'text' })).toBeInTheDocument();
  });

  it('draws nothing wide for zeros', () => {
    render(<BarChart caption="Empty" series={['Count']} rows={[{ label: 'None', values: [0] }]} format={String} />);
    expect(screen.getByTestId('bar-chart').querySelector('rect')).toHaveAttribute('width', '0');
  });
});
