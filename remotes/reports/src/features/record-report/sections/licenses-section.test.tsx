import { screen, within } from '@testing-library/react';

import { LicensesSection } from './licenses-section';
import { renderSection } from './render-section';
import { licenses, reportOf, samplePerson } from './test-fixtures';

describe('LicensesSection', () => {
  it('says so when the person holds no licenses', () => {
    renderSection(LicensesSection, reportOf('person', { person: samplePerson }));
    expect(screen.getByText('No professional licenses found.')).toBeInTheDocument();
  });

  it('shows a license with number, state, dates, status and source', () => {
    renderSection(LicensesSection, reportOf('person', { person: { pointer: 'x', licenses } }));
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Food Handler')).toBeInTheDocument();
    expect(within(item).getByText('Active')).toBeInTheDocument();
    expect(
      within(item).getByText('License FH83920A · MN · Issued Apr 1, 2018 · Expires Apr 1, 2028'),
    ).toBeInTheDocument();
    expect(within(item).getByText('Source: Licensing board · Last seen Oct 1, 2025')).toBeInTheDocument();
  });

  it('lists several licenses, an expired one marked so', () => {
    renderSection(
      LicensesSection,
      reportOf('person', {
        person: {
          pointer: 'x',
          licenses: [...licenses, { ...licenses[0]!, type: 'Real Estate Agent', status: 'Expired' }],
        },
      }),
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('Real Estate Agent')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Expired')).toBeInTheDocument();
  });
});
