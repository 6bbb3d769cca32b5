import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PersonalSection } from './personal-section';
import { renderSection } from './render-section';
import { fullPerson, reportOf, samplePerson } from './test-fixtures';

function group(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name: title }).parentElement!;
}

describe('PersonalSection', () => {
  it('says so when nobody matched or the person has no personal details', () => {
    renderSection(PersonalSection, reportOf('phone', { person: null }));
    expect(screen.getByText('No personal details found.')).toBeInTheDocument();
    renderSection(
      PersonalSection,
      reportOf('person', { person: { pointer: 'x', names: [], dobs: [], relatives: [], jobs: [] } }),
    );
    expect(screen.getAllByText('No personal details found.')).toHaveLength(2);
  });

  it('shows the sample person: name, birth, relatives and associates linking to their reports, education', () => {
    renderSection(PersonalSection, reportOf('person', { person: samplePerson }));
    expect(within(group('Names')).getByText('Peter Bear Lindqvist')).toBeInTheDocument();
    expect(within(group('Names')).getByText('Source: Public records · Last seen Oct 1, 2025')).toBeInTheDocument();

    const birth = group('Birth and death');
    expect(within(birth).getByText('Sep 27, 1978')).toBeInTheDocument();
    expect(within(birth).getByText('Age 48')).toBeInTheDocument();

    const relatives = group('Relatives');
    expect(within(relatives).getAllByRole('listitem')).toHaveLength(3);
    const spouse = within(relatives).getByRole('link', { name: 'Hayley Anais Lindqvist' });
    expect(spouse).toHaveAttribute('href', '/dashboard/create-record?type=person&pointer=JrST-H3WmrgPt0r2026A');
    const spouseItem = spouse.closest('li')!;
    expect(within(spouseItem).getByText('Same household')).toBeInTheDocument();
    expect(within(spouseItem).getByText('Spouse · Age 54 · Minneapolis, MN')).toBeInTheDocument();

    const associates = group('Associates');
    expect(within(associates).getAllByRole('link')).toHaveLength(5);
    expect(within(associates).getByRole('link', { name: 'Ally Stiedemann' })).toHaveAttribute(
      'href',
      '/dashboard/create-record?type=person&pointer=MgJBeYDYnrgPt0r2026A',
    );

    expect(within(group('Jobs')).getByText('No jobs found.')).toBeInTheDocument();
    const education = group('Education');
    expect(within(education).getByText('High School Diploma, Saint Paul High School')).toBeInTheDocument();
    expect(within(education).getByText('Sep 27, 1992 – Sep 27, 1996')).toBeInTheDocument();
    expect(within(education).getByText('Source: Education records · Last seen Sep 27, 1996')).toBeInTheDocument();
  });

  it('shows every kind of detail: aka names, deaths, jobs and degrees', () => {
    renderSection(
      PersonalSection,
      reportOf('person', {
        person: {
          ...fullPerson,
          dods: [{ date: { year: 2024, month: 1, day: 2 }, source_type: 'death_index', last_seen: '2024-02-01' }],
        },
      }),
    );
    const aka = within(group('Names')).getByText('Pete Lindqvist').closest('li')!;
    expect(within(aka).getByText('Also known as')).toBeInTheDocument();
    expect(within(group('Birth and death')).getByText('Jan 2, 2024')).toBeInTheDocument();
    expect(
      within(group('Birth and death')).getByText('Source: Death index · Last seen Feb 1, 2024'),
    ).toBeInTheDocument();
    expect(within(group('Jobs')).getByText('Senior Baker at Lindqvist Bakery Inc')).toBeInTheDocument();
    expect(within(group('Jobs')).getByText('Food · Jan 9, 2012 – Present')).toBeInTheDocument();
    expect(within(group('Education')).getByText("Bachelor's degree, University of Minnesota")).toBeInTheDocument();
    expect(within(group('Education')).getByText('Economics · Sep 1, 1996 – Jun 1, 2000')).toBeInTheDocument();
  });

  it('shows a corrected relative as plain marked text and opens corrections for an item', async () => {
    const onCorrect = jest.fn();
    renderSection(
      PersonalSection,
      reportOf('person', {
        person: samplePerson,
        corrections: {
          'personal.relatives.0': { section: 'personal', value: 'Hayley Lindqvist', active: true, updated: '' },
        },
      }),
      onCorrect,
    );
    const relatives = group('Relatives');
    expect(within(relatives).queryByRole('link', { name: 'Hayley Anais Lindqvist' })).not.toBeInTheDocument();
    const corrected = within(relatives).getByText('Hayley Lindqvist').closest('li')!;
    expect(within(corrected).getByText('Corrected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Correct Date of birth: Sep 27, 1978' }));
    expect(onCorrect).toHaveBeenCalledWith({
      itemId: 'personal.dobs.0',
      label: 'Date of birth',
      value: 'Sep 27, 1978',
    });
  });
});
