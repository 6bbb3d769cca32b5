import { screen, within } from '@testing-library/react';

import { BusinessesSection } from './businesses-section';
import { renderSection } from './render-section';
import { businesses, reportOf, samplePerson } from './test-fixtures';

function detail(item: HTMLElement, term: string): string | null | undefined {
  return within(item).queryByText(term)?.nextElementSibling?.textContent;
}

describe('BusinessesSection', () => {
  it('says so when the person has no businesses', () => {
    renderSection(BusinessesSection, reportOf('person', { person: samplePerson }));
    expect(screen.getByText('No businesses found.')).toBeInTheDocument();
  });

  it('shows a business with only a primary name, without the empty name lists or address', () => {
    renderSection(
      BusinessesSection,
      reportOf('person', {
        person: {
          pointer: 'x',
          businesses: [{ ...businesses[0]!, company_names: [{ name: 'Acme Inc', type: 'Primary' }], address: null }],
        },
      }),
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Acme Inc', { selector: 'span' })).toBeInTheDocument();
    expect(detail(item, 'Primary names')).toBe('Acme Inc');
    expect(within(item).queryByText('Former names')).not.toBeInTheDocument();
    expect(within(item).queryByText('Alternate names')).not.toBeInTheDocument();
    expect(within(item).queryByText('Address')).not.toBeInTheDocument();
  });

  it('groups names into primary, former and alternate, without duplicate spellings', () => {
    renderSection(BusinessesSection, reportOf('person', { person: { pointer: 'x', businesses } }));
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Lindqvist Bakery Inc', { selector: 'span' })).toBeInTheDocument();
    expect(within(item).getByText('Active')).toBeInTheDocument();
    expect(within(item).getByText('Owner · MN · Incorporated Jan 9, 2012')).toBeInTheDocument();
    expect(detail(item, 'Primary names')).toBe('Lindqvist Bakery Inc');
    expect(detail(item, 'Former names')).toBe('Lindqvist Baking Company');
    expect(detail(item, 'Alternate names')).toBe('Boehm Blvd Breads');
    expect(detail(item, 'Address')).toBe('4733 Boehm Blvd, Minneapolis, MN 55408');
    expect(within(item).getByText('Source: Business filings · Last seen Oct 1, 2025')).toBeInTheDocument();
  });
});
