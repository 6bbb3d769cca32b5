import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { emailRecord, locationRecord, personRecord, phoneRecord } from '../../test-support/record-fixtures';
import { cardAction } from './record-card-action';
import { RecordCard, type RecordCardProps } from './RecordCard';

const now = new Date(2026, 10, 21);

function renderCard(props: Partial<RecordCardProps> & Pick<RecordCardProps, 'record'>) {
  render(
    <MemoryRouter>
      <ul>
        <RecordCard isYourReport={false} now={now} {...props} />
      </ul>
    </MemoryRouter>,
  );
}

describe('RecordCard', () => {
  it('shows a person: name, age, city and state, and links to the report', () => {
    renderCard({ record: personRecord });
    expect(screen.getByText('Person Report')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Peter Bear Lindqvist' })).toHaveAttribute('href', '/dashboard/reports/12');
    expect(screen.getByText('Age 48')).toBeInTheDocument();
    expect(screen.getByText('Minneapolis, MN')).toBeInTheDocument();
  });

  it('shows a phone number, an e-mail address and an address', () => {
    renderCard({ record: phoneRecord });
    renderCard({ record: emailRecord });
    renderCard({ record: locationRecord });
    expect(screen.getByRole('link', { name: '(612) 935-0239' })).toBeInTheDocument();
    expect(screen.getByText('Hayley Lindqvist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'someone@example.com' })).toHaveAttribute(
      'href',
      `/dashboard/reports/${encodeURIComponent(btoa('14'))}`,
    );
    expect(screen.getByRole('link', { name: '1182 West Rd' })).toBeInTheDocument();
    expect(screen.getByText('San Antonio, TX 78209')).toBeInTheDocument();
  });

  it('marks "Your Report", "Premium Report" and "Activated" only when they apply', () => {
    renderCard({
      record: { ...personRecord, isPremium: true, usageIds: { data_monitoring: 'u1' } },
      isYourReport: true,
    });
    const marks = screen.getByRole('list', { name: 'Marks' });
    expect(marks).toHaveTextContent('Your Report');
    expect(marks).toHaveTextContent('Premium Report');
    expect(marks).toHaveTextContent('Activated');
  });

  it('has no marks for a plain record', () => {
    renderCard({ record: personRecord });
    expect(screen.queryByRole('list', { name: 'Marks' })).not.toBeInTheDocument();
  });

  it('shows an action only when it is enabled (and so has a handler)', async () => {
    const onDelete = jest.fn();
    renderCard({
      record: personRecord,
      deleteAction: cardAction(true, onDelete),
      addToListAction: cardAction(false, jest.fn()),
    });
    expect(screen.queryByRole('button', { name: '+ Add to List' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '- Remove from List' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('shows all actions when all are enabled', () => {
    renderCard({
      record: personRecord,
      deleteAction: cardAction(true, jest.fn()),
      addToListAction: cardAction(true, jest.fn()),
      removeFromListAction: cardAction(true, jest.fn()),
    });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '+ Add to List',
      '- Remove from List',
      'Delete',
    ]);
  });
});
