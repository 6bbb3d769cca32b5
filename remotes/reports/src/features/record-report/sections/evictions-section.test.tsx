import { screen, within } from '@testing-library/react';

import { EvictionsSection } from './evictions-section';
import { renderSection } from './render-section';
import { fullLocation, reportOf, sampleLocation } from './test-fixtures';

describe('EvictionsSection', () => {
  it('says so for the sample address, which has no evictions', () => {
    renderSection(EvictionsSection, reportOf('location', { location: sampleLocation }));
    expect(screen.getByText('No evictions found.')).toBeInTheDocument();
  });

  it('shows an eviction with parties, status, filing date and source', () => {
    renderSection(EvictionsSection, reportOf('location', { location: fullLocation }));
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Boehm Properties LLC v. Jon Rael')).toBeInTheDocument();
    expect(within(item).getByText('Judgment for plaintiff')).toBeInTheDocument();
    expect(within(item).getByText('Filed Jan 17, 2006')).toBeInTheDocument();
    expect(within(item).getByText('Source: Court records · Last seen Mar 1, 2006')).toBeInTheDocument();
  });

  it('shows a corrected eviction', () => {
    renderSection(
      EvictionsSection,
      reportOf('location', {
        location: fullLocation,
        corrections: {
          'evictions.evictions.0': { section: 'evictions', value: 'Case dismissed', active: true, updated: '' },
        },
      }),
    );
    expect(within(screen.getByText('Case dismissed').closest('li')!).getByText('Corrected')).toBeInTheDocument();
  });
});
