import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderSection } from './render-section';
import { reportOf, timeline } from './test-fixtures';
import { TimelineSection } from './timeline-section';

describe('TimelineSection', () => {
  it('says so when there are no events', () => {
    renderSection(TimelineSection, reportOf('person', { timeline: [] }));
    expect(screen.getByText('No timeline events found.')).toBeInTheDocument();
    renderSection(TimelineSection, reportOf('person'));
    expect(screen.getAllByText('No timeline events found.')).toHaveLength(2);
  });

  it('lists events newest first under a heading per year, with dates and sources', () => {
    const oldestFirst = [...timeline].reverse();
    renderSection(TimelineSection, reportOf('person', { timeline: oldestFirst }));
    const years = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(years).toEqual(['2013', '2009', '1978']);
    const lists = screen.getAllByRole('list');
    expect(within(lists[1]!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(lists[0]!).getByText('Started using (612) 935-0239')).toBeInTheDocument();
    expect(within(lists[0]!).getByText('Feb 4, 2013 · Phone')).toBeInTheDocument();
    expect(within(lists[0]!).getByText('Source: Phone directory')).toBeInTheDocument();
    expect(within(lists[2]!).getByText('Born')).toBeInTheDocument();
  });

  it('shows an active correction marked "Corrected" and offers corrections when asked', async () => {
    const onCorrect = jest.fn();
    renderSection(
      TimelineSection,
      reportOf('person', {
        timeline: [timeline[0]!],
        corrections: {
          'timeline.timeline.0': { section: 'timeline', value: 'Started using a landline', active: true, updated: '' },
        },
      }),
      onCorrect,
    );
    expect(screen.queryByText('Started using (612) 935-0239')).not.toBeInTheDocument();
    expect(screen.getByText('Started using a landline')).toBeInTheDocument();
    expect(screen.getByText('Corrected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Correct Timeline event: Started using a landline' }));
    expect(onCorrect).toHaveBeenCalledWith({
      itemId: 'timeline.timeline.0',
      label: 'Timeline event',
      value: 'Started using a landline',
    });
  });

  it('shows the original again once a correction is restored, and no controls without a handler', () => {
    renderSection(
      TimelineSection,
      reportOf('person', {
        timeline: [timeline[0]!],
        corrections: {
          'timeline.timeline.0': { section: 'timeline', value: 'Started using a landline', active: false, updated: '' },
        },
      }),
    );
    expect(screen.getByText('Started using (612) 935-0239')).toBeInTheDocument();
    expect(screen.queryByText('Corrected')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
