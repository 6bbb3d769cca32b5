import { screen, within } from '@testing-library/react';

import { NeighborsSection } from './neighbors-section';
import { renderSection } from './render-section';
import { neighbors, reportOf, sampleLocation } from './test-fixtures';

describe('NeighborsSection', () => {
  it('says so for the sample address, which has no known neighbors', () => {
    renderSection(NeighborsSection, reportOf('location', { location: sampleLocation }));
    expect(screen.getByText('No neighbors found.')).toBeInTheDocument();
  });

  it('shows a neighboring address without known residents', () => {
    renderSection(
      NeighborsSection,
      reportOf('location', { location: { pointer: 'x', neighbors: [{ ...neighbors[0]!, residents: [] }] } }),
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link', { name: '4735 Boehm Blvd, Minneapolis, MN 55408' })).toHaveAttribute(
      'href',
      '/dashboard/create-record?type=location&pointer=Nb0rAddr001Pt0r2026A',
    );
    expect(within(item).getByText('No residents known.')).toBeInTheDocument();
  });

  it('shows neighbors with their residents linked, and the source', () => {
    renderSection(NeighborsSection, reportOf('location', { location: { pointer: 'x', neighbors } }));
    const item = screen.getByRole('listitem');
    expect(within(item).getByText(/^Residents:/)).toHaveTextContent('Residents: Ada Moen (61), Ivo K Moen');
    expect(within(item).getByRole('link', { name: 'Ivo K Moen' })).toHaveAttribute(
      'href',
      '/dashboard/create-record?type=person&pointer=Nb0rPers002Pt0r2026A',
    );
    expect(within(item).getByText('Source: Property records · Last seen Oct 1, 2025')).toBeInTheDocument();
  });
});
