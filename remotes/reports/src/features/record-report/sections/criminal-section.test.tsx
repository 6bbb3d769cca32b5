import { screen, within } from '@testing-library/react';

import { CriminalSection } from './criminal-section';
import { renderSection } from './render-section';
import { criminalRecords, reportOf, samplePerson } from './test-fixtures';

function detail(item: HTMLElement, term: string): string | null | undefined {
  return within(item).getByText(term).nextElementSibling?.textContent;
}

describe('CriminalSection', () => {
  it('says so when the records hold none', () => {
    renderSection(CriminalSection, reportOf('person', { person: samplePerson }));
    expect(screen.getByText('No criminal records found.')).toBeInTheDocument();
  });

  it('shows a record with its court, dates, disposition, sentence, matching fields and source', () => {
    renderSection(
      CriminalSection,
      reportOf('person', { person: { pointer: 'x', criminal_records: [criminalRecords[0]!] } }),
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Driving while impaired')).toBeInTheDocument();
    expect(within(item).getByText('Misdemeanor')).toBeInTheDocument();
    expect(
      within(item).getByText('Case MN-2011-004512 · Minneapolis Municipal Court · Hennepin County, MN'),
    ).toBeInTheDocument();
    expect(detail(item, 'Offense date')).toBe('Jun 12, 2011');
    expect(detail(item, 'Filed')).toBe('Jul 1, 2011');
    expect(detail(item, 'Disposition')).toBe('Guilty (Sep 30, 2011)');
    expect(detail(item, 'Sentence')).toBe('Fine');
    expect(detail(item, 'Matching fields')).toBe('Name (exact), DOB (partial), Address (address history)');
    expect(within(item).getByText('Source: Court records · Last seen Sep 30, 2011')).toBeInTheDocument();
  });

  it('lists every record, each with its own matching fields', () => {
    renderSection(CriminalSection, reportOf('person', { person: { pointer: 'x', criminal_records: criminalRecords } }));
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('Theft')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Felony')).toBeInTheDocument();
    expect(detail(items[1]!, 'Matching fields')).toBe('Name (exact)');
  });

  it('shows a corrected offense', () => {
    renderSection(
      CriminalSection,
      reportOf('person', {
        person: { pointer: 'x', criminal_records: criminalRecords },
        corrections: {
          'criminal.criminal_records.1': { section: 'criminal', value: 'Not me', active: true, updated: '' },
        },
      }),
    );
    expect(screen.queryByText('Theft')).not.toBeInTheDocument();
    expect(within(screen.getByText('Not me').closest('li')!).getByText('Corrected')).toBeInTheDocument();
  });
});
