import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PropertySection } from './property-section';
import { renderSection } from './render-section';
import { reportOf, sampleLocation } from './test-fixtures';

function detail(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('PropertySection', () => {
  it('says so when the records hold no property details', () => {
    renderSection(PropertySection, reportOf('location', { location: { pointer: 'x' } }));
    expect(screen.getByText('No property details found.')).toBeInTheDocument();
  });

  it('shows the details the records hold', () => {
    const { bedrooms: _bedrooms, bathrooms: _bathrooms, ...partial } = sampleLocation.location!;
    renderSection(
      PropertySection,
      reportOf('location', { location: { pointer: 'x', location: partial as typeof sampleLocation.location } }),
    );
    expect(detail('Property type')).toBe('Single family');
    expect(screen.queryByText('Bedrooms')).not.toBeInTheDocument();
  });

  it('shows every detail of the sample property, with the value in dollars, and corrections', async () => {
    const onCorrect = jest.fn();
    renderSection(
      PropertySection,
      reportOf('location', {
        location: sampleLocation,
        corrections: { 'location.bedrooms.0': { section: 'location', value: '3', active: true, updated: '' } },
      }),
      onCorrect,
    );
    expect(detail('Property type')).toContain('Single family');
    expect(detail('Year built')).toContain('1919');
    expect(detail('Living area')).toContain('975 sq ft');
    expect(detail('Lot size')).toContain('9,021 sq ft');
    expect(detail('Bedrooms')).toContain('3Corrected');
    expect(detail('Bathrooms')).toContain('1');
    expect(detail('Estimated value')).toContain('$212,600');
    expect(screen.getByText('Source: Property records · Last seen Oct 1, 2025')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Correct Year built: 1919' }));
    expect(onCorrect).toHaveBeenCalledWith({ itemId: 'location.year_built.0', label: 'Year built', value: '1919' });
  });
});
