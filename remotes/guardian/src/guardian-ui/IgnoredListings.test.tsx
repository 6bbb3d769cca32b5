import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { broker, listing, match } from '../test-support/guardian-fixtures';
import { IgnoredListings } from './IgnoredListings';

const setAside = listing({
  id: 301,
  broker: broker('recordharbor', 'RecordHarbor'),
  match: match({
    confidence: 0,
    decision: 'ignore',
    submittable: false,
    evidence: [
      { field: 'name', verdict: 'match', subjectValue: 'Grace Ada Okafor', listingValue: 'Grace Okafor', points: 35 },
      {
        field: 'age',
        verdict: 'conflict',
        subjectValue: 'Born 1984-05-17 (age 42)',
        listingValue: 'Born 1951',
        points: -40,
      },
    ],
  }),
});
const rejected = listing({
  id: 302,
  broker: broker('peoplepath', 'PeoplePath'),
  match: match({ confidence: 55, decision: 'ask', verdict: 'not_mine', submittable: false }),
});

describe('IgnoredListings', () => {
  it('starts collapsed and opens from its heading, by keyboard too', async () => {
    render(
      <IgnoredListings
        listings={[setAside, rejected]}
        person={{ isSelf: true, firstName: 'Grace' }}
        onRestore={jest.fn()}
        busyListingId={null}
      />,
    );
    const section = screen.getByRole('region', { name: 'Ignored listings (2)' });
    const toggle = within(section).getByRole('button', { name: 'Ignored listings (2)' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Ignored listings (2)' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('article', { name: 'RecordHarbor' })).not.toBeInTheDocument();

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(section).getByText(
        '2 listings most likely about someone else. Guardian never asks these sites to remove them. Restore one if it is about you after all.',
      ),
    ).toBeInTheDocument();
    const harbor = within(section).getByRole('article', { name: 'RecordHarbor' });
    expect(
      within(harbor).getByText('Guardian set this listing aside: what it shows does not fit the details you gave us.'),
    ).toBeInTheDocument();
    const ageRow = within(harbor).getByRole('row', { name: /Age/ });
    expect(
      within(ageRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Born 1984-05-17 (age 42)', 'Born 1951', 'Does not match']);
    const path = within(section).getByRole('article', { name: 'PeoplePath' });
    expect(within(path).getByText('You said this listing is not you.')).toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('article', { name: 'RecordHarbor' })).not.toBeInTheDocument();
  });

  it('restores a listing, holding its button while that is saved', async () => {
    const onRestore = jest.fn();
    const { rerender } = render(
      <IgnoredListings
        listings={[setAside, rejected]}
        person={{ isSelf: false, firstName: 'Sam' }}
        onRestore={onRestore}
        busyListingId={null}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ignored listings (2)' }));
    expect(screen.getByText(/Restore one if it is about Sam after all\.$/)).toBeInTheDocument();
    const restore = screen.getByRole('button', { name: 'Restore the listing on PeoplePath' });
    expect(restore).toHaveTextContent('Restore');
    await userEvent.click(restore);
    expect(onRestore).toHaveBeenCalledWith(rejected);
    rerender(
      <IgnoredListings
        listings={[setAside, rejected]}
        person={{ isSelf: false, firstName: 'Sam' }}
        onRestore={onRestore}
        busyListingId={302}
      />,
    );
    expect(screen.getByRole('button', { name: 'Restore the listing on PeoplePath' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Restore the listing on RecordHarbor' })).toBeEnabled();
  });
});
