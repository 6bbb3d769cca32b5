import { screen, within } from '@testing-library/react';

import { OwnershipHistorySection } from './ownership-history-section';
import { renderSection } from './render-section';
import { reportOf, sampleLocation } from './test-fixtures';

describe('OwnershipHistorySection', () => {
  it('says so when no owners are known', () => {
    renderSection(OwnershipHistorySection, reportOf('location', { location: { pointer: 'x' } }));
    expect(screen.getByText('No owners found.')).toBeInTheDocument();
  });

  it('shows the current owner with dates, price and source', () => {
    renderSection(OwnershipHistorySection, reportOf('location', { location: sampleLocation }));
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Peter Bear Lindqvist' })).toHaveAttribute(
      'href',
      '/dashboard/create-record?type=person&pointer=w-Qdmx4c8eMPt0r2026A',
    );
    expect(within(item).getByText('Current owner')).toBeInTheDocument();
    expect(within(item).getByText('Mar 5, 2009 – Present · Bought for $111,000')).toBeInTheDocument();
    expect(within(item).getByText('Source: Property records · Last seen Oct 1, 2025')).toBeInTheDocument();
  });

  it('shows earlier owners without the current mark', () => {
    const current = sampleLocation.ownership_history![0]!;
    renderSection(
      OwnershipHistorySection,
      reportOf('location', {
        location: {
          pointer: 'x',
          ownership_history: [
            current,
            {
              ...current,
              owner: {
                pointer: 'Prev0wner01Pt0r2026A',
                name: { first: 'Jon', middle: null, last: 'Rael', suffix: null },
                age: 70,
              },
              from: { year: 1995, month: 6, day: 1 },
              to: { year: 2009, month: 3, day: 5 },
              sale_price: 64999.99,
            },
          ],
        },
      }),
    );
    const earlier = screen.getByRole('link', { name: 'Jon Rael' }).closest('li')!;
    expect(within(earlier).queryByText('Current owner')).not.toBeInTheDocument();
    expect(within(earlier).getByText('Jun 1, 1995 – Mar 5, 2009 · Bought for $64,999.99')).toBeInTheDocument();
  });
});
