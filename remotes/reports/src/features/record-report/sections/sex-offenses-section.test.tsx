import { screen, within } from '@testing-library/react';

import { renderSection } from './render-section';
import { SexOffensesSection } from './sex-offenses-section';
import { reportOf, samplePerson, sexOffenses } from './test-fixtures';

describe('SexOffensesSection', () => {
  it('says so when the person has no registrations', () => {
    renderSection(SexOffensesSection, reportOf('person', { person: samplePerson }));
    expect(screen.getByText('No sex offender registrations found.')).toBeInTheDocument();
  });

  it('shows a registration with tier, date, address and source', () => {
    renderSection(SexOffensesSection, reportOf('person', { person: { pointer: 'x', sex_offenses: sexOffenses } }));
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Indecent exposure')).toBeInTheDocument();
    expect(within(item).getByText('Tier 2')).toBeInTheDocument();
    expect(within(item).getByText('Registered Apr 2, 2012')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: '4733 Boehm Blvd, Minneapolis, MN 55408' })).toHaveAttribute(
      'href',
      '/dashboard/create-record?type=location&pointer=QxYkcn5bzkAPt0r2026A',
    );
    expect(within(item).getByText('Source: Sex offender registry · Last seen Oct 1, 2025')).toBeInTheDocument();
  });

  it('lists several registrations and shows corrections', () => {
    renderSection(
      SexOffensesSection,
      reportOf('person', {
        person: {
          pointer: 'x',
          sex_offenses: [...sexOffenses, { ...sexOffenses[0]!, offense: 'Solicitation', tier: 3 }],
        },
        corrections: {
          'sex_offenders.sex_offenses.1': { section: 'sex_offenders', value: 'Dismissed', active: true, updated: '' },
        },
      }),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Solicitation')).not.toBeInTheDocument();
    const corrected = screen.getByText('Dismissed').closest('li')!;
    expect(within(corrected).getByText('Corrected')).toBeInTheDocument();
    expect(within(corrected).getByText('Tier 3')).toBeInTheDocument();
  });
});
