import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import GuardianReportScreen from '../features/guardian-report/guardian-report-screen';
import {
  broker,
  familyMember,
  listing,
  match,
  member,
  membersPage,
  protection,
} from '../test-support/guardian-fixtures';
import { IsThisYou } from './IsThisYou';

const evidence = [
  {
    field: 'name' as const,
    verdict: 'match' as const,
    subjectValue: 'Grace Ada Okafor',
    listingValue: 'Grace Okafor',
    points: 35,
  },
  {
    field: 'age' as const,
    verdict: 'unknown' as const,
    subjectValue: 'Born 1984-05-17 (age 42)',
    listingValue: 'Not shown',
    points: 0,
  },
  {
    field: 'location' as const,
    verdict: 'match' as const,
    subjectValue: 'Springfield, IL',
    listingValue: 'Springfield, IL',
    points: 20,
  },
  {
    field: 'relatives' as const,
    verdict: 'conflict' as const,
    subjectValue: 'Ann Okafor',
    listingValue: 'Zoe Park',
    points: -10,
  },
];

const asked = listing({
  id: 201,
  broker: broker('clearrecords', 'ClearRecords', { domain: 'http://127.0.0.1:2531' }),
  url: 'http://127.0.0.1:2531/person/17-0a1b2c3d',
  match: match({ confidence: 45, decision: 'ask', evidence, submittable: false }),
});

describe('IsThisYou', () => {
  it('shows what the member gave beside what the listing shows, with the verdict in words', () => {
    render(
      <IsThisYou
        listings={[asked]}
        person={{ isSelf: true, firstName: 'Grace' }}
        onAnswer={jest.fn()}
        busyListingId={null}
      />,
    );
    const region = screen.getByRole('region', { name: 'Is this you?' });
    expect(
      within(region).getByText(
        'Guardian found these listings but cannot tell for sure that they are about you. Nothing is sent to these sites until you answer.',
      ),
    ).toBeInTheDocument();
    const item = within(region).getByRole('article', { name: 'ClearRecords' });
    expect(within(item).getByText('Match confidence 45 out of 100')).toBeInTheDocument();
    const table = within(item).getByRole('table', { name: 'What you gave us about yourself, beside the listing' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Detail', 'What you gave us', 'What the listing shows', 'Verdict']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Name', 'Grace Ada Okafor', 'Grace Okafor', 'Matches'],
      ['Age', 'Born 1984-05-17 (age 42)', 'Not shown', 'Not enough to compare'],
      ['Location', 'Springfield, IL', 'Springfield, IL', 'Matches'],
      ['Relatives', 'Ann Okafor', 'Zoe Park', 'Does not match'],
    ]);
    const link = within(item).getByRole('link', { name: 'See the listing on ClearRecords (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'http://127.0.0.1:2531/person/17-0a1b2c3d');
  });

  it('names a family member in the question, and answers from the keyboard', async () => {
    const onAnswer = jest.fn();
    render(
      <IsThisYou
        listings={[asked]}
        person={{ isSelf: false, firstName: 'Sam' }}
        onAnswer={onAnswer}
        busyListingId={null}
      />,
    );
    expect(
      screen.getByText(
        'Guardian found these listings but cannot tell for sure that they are about Sam. Nothing is sent to these sites until you answer.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'What you gave us about Sam, beside the listing' })).toBeInTheDocument();
    const yes = screen.getByRole('button', { name: 'Yes, this is me on ClearRecords' });
    expect(yes).toHaveTextContent('Yes, this is me');
    yes.focus();
    await userEvent.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenLastCalledWith(asked, 'mine');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'No, not me on ClearRecords' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onAnswer).toHaveBeenLastCalledWith(asked, 'not_mine');
  });

  it('holds the buttons while the answer is saved', () => {
    render(
      <IsThisYou
        listings={[asked]}
        person={{ isSelf: true, firstName: 'Grace' }}
        onAnswer={jest.fn()}
        busyListingId={201}
      />,
    );
    expect(screen.getByRole('button', { name: 'Yes, this is me on ClearRecords' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No, not me on ClearRecords' })).toBeDisabled();
  });
});

describe('ProtectionReport with listings to confirm', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  const PROTECTION = 'GET /v1/me/personal-data-protection/members/21/protection';
  const VERDICT = 'PUT /v1/me/personal-data-protection/members/21/listings/201/verdict';

  it('asks first, leaves the asked listing out of the exposures, and sends the answer', async () => {
    let answered: 'mine' | null = null;
    const withAnswer = () => {
      const base = protection();
      const item = answered ? { ...asked, match: { ...asked.match, verdict: answered, submittable: true } } : asked;
      return { ...base, listings: [item, ...base.listings] };
    };
    const calls = routeFetch({
      'GET /v1/me/personal-data-protection/members': { body: membersPage([member(), familyMember()]) },
      [PROTECTION]: () => ({ body: withAnswer() }),
      [VERDICT]: () => {
        answered = 'mine';
        return { body: { items: withAnswer().listings } };
      },
    });
    await renderScreen('/dashboard/guardian/report/:memberId/person/:recordId', <GuardianReportScreen />, {
      pathname: '/dashboard/guardian/report/3/person/9',
    });
    const region = await screen.findByRole('region', { name: 'Is this you?' });
    const exposures = screen.getByRole('region', { name: 'Exposures by broker' });
    // the question comes before the exposures, and the asked listing is not counted among them
    expect(region.compareDocumentPosition(exposures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(exposures).queryByRole('article', { name: 'ClearRecords' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('Found on 4 sites')).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Yes, this is me on ClearRecords' }));
    expect(
      await screen.findByText('Thank you. Guardian can now ask ClearRecords to remove this listing.'),
    ).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ verdict: 'mine' });
    expect(
      await within(screen.getByRole('region', { name: 'Exposures by broker' })).findByRole('article', {
        name: 'ClearRecords',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Removal from ClearRecords' })).toBeInTheDocument();
  });
});
