import { screen, within } from '@testing-library/react';

import { LocationsSection } from './locations-section';
import { renderSection } from './render-section';
import { reportOf, samplePerson } from './test-fixtures';

describe('LocationsSection', () => {
  it('says so when there are no addresses', () => {
    renderSection(LocationsSection, reportOf('email', { person: null }));
    expect(screen.getByText('No addresses found.')).toBeInTheDocument();
  });

  it('shows one address with its dates and source', () => {
    renderSection(
      LocationsSection,
      reportOf('person', { person: { pointer: 'x', locations: [samplePerson.locations![1]!] } }),
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link', { name: '31 Maggio Cir, Minneapolis, MN 55433' })).toHaveAttribute(
      'href',
      '/dashboard/create-record?type=location&pointer=eitpyuYWBXAPt0r2026A',
    );
    expect(within(item).getByText('May 25, 2001 – Mar 4, 2009')).toBeInTheDocument();
    expect(within(item).getByText('Source: Property records · Last seen Mar 4, 2009')).toBeInTheDocument();
    expect(within(item).queryByText('Current')).not.toBeInTheDocument();
  });

  it('shows the whole address history with the current address marked', () => {
    renderSection(LocationsSection, reportOf('person', { person: samplePerson }));
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('4733 Boehm Blvd, Minneapolis, MN 55408')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Current')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Mar 5, 2009 – Present')).toBeInTheDocument();
    expect(within(items[2]!).getByText('8052 Moor Ln, Saint Paul, MN 55118')).toBeInTheDocument();
    expect(screen.getAllByText('Current')).toHaveLength(1);
  });

  it('shows a corrected address as marked plain text', () => {
    renderSection(
      LocationsSection,
      reportOf('person', {
        person: samplePerson,
        corrections: {
          'locations.locations.2': {
            section: 'locations',
            value: '8052 Moor Lane, Saint Paul, MN',
            active: true,
            updated: '',
          },
        },
      }),
      jest.fn(),
    );
    const corrected = screen.getByText('8052 Moor Lane, Saint Paul, MN').closest('li')!;
    expect(within(corrected).getByText('Corrected')).toBeInTheDocument();
    expect(within(corrected).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Correct Address: 8052 Moor Lane, Saint Paul, MN' })).toBeInTheDocument();
  });
});
