import { render, screen } from '@testing-library/react';

import { beaconListing, listing, match, protection, removal } from '../test-support/guardian-fixtures';
import {
  canRequestRemoval,
  listingStateLabel,
  listingStateOf,
  matchPlaceOf,
  pillToneOf,
  summarize,
} from './listing-status';
import { ScanProgress } from './ScanProgress';
import { ScoreChart, scoreHistorySummary } from './ScoreChart';

describe('listing status', () => {
  it('names each state as the member sees it', () => {
    expect(listingStateLabel(listingStateOf(listing()))).toBe('Exposed');
    expect(listingStateLabel(listingStateOf(listing({ present: false })))).toBe('No longer listed');
    expect(listingStateLabel(listingStateOf(listing({ removal: removal({ status: 'acknowledged' }) })))).toBe(
      'Acknowledged',
    );
  });

  it('offers a removal only for a listing online without an open request', () => {
    expect(canRequestRemoval(listing())).toBe(true);
    expect(canRequestRemoval(listing({ present: false }))).toBe(false);
    expect(canRequestRemoval(listing({ removal: removal({ status: 'submitted' }) }))).toBe(false);
    expect(canRequestRemoval(listing({ removal: removal({ status: 'needs_action' }) }))).toBe(false);
    expect(canRequestRemoval(listing({ removal: removal({ status: 'reappeared' }) }))).toBe(true);
  });

  it('offers no removal of a listing still to be answered or rejected (issue 59)', () => {
    expect(canRequestRemoval(listing({ match: match({ decision: 'ask', submittable: false }) }))).toBe(false);
    expect(canRequestRemoval(listing({ match: match({ decision: 'ask', verdict: 'mine', submittable: true }) }))).toBe(
      true,
    );
    expect(
      canRequestRemoval(
        listing({
          removal: removal({ status: 'reappeared' }),
          match: match({ verdict: 'not_mine', submittable: false }),
        }),
      ),
    ).toBe(false);
  });

  it('places asked listings apart, ignored and rejected ones out of the list, and answered ones in it', () => {
    expect(matchPlaceOf(listing({ match: match({ decision: 'ask' }) }))).toBe('asked');
    expect(matchPlaceOf(listing({ match: match({ decision: 'ask', verdict: 'mine' }) }))).toBe('listed');
    expect(matchPlaceOf(listing({ match: match({ decision: 'ignore' }) }))).toBe('ignored');
    expect(matchPlaceOf(listing({ match: match({ decision: 'ignore', verdict: 'mine' }) }))).toBe('listed');
    expect(matchPlaceOf(listing({ match: match({ decision: 'submit', verdict: 'not_mine' }) }))).toBe('ignored');
    expect(matchPlaceOf(listing())).toBe('listed');
    expect(matchPlaceOf(beaconListing())).toBe('listed');
  });

  it('counts sites, removals, requests in progress and those waiting for the member', () => {
    expect(summarize(protection().listings)).toEqual({ sites: 4, removed: 1, inProgress: 0, needsAction: 1 });
  });

  it('holds a removal awaiting its confirmation link open: in progress, and no new request', () => {
    const awaiting = beaconListing({ removal: removal({ status: 'awaiting_confirmation' }) });
    expect(listingStateLabel(listingStateOf(awaiting))).toBe('Awaiting confirmation');
    expect(pillToneOf(listingStateOf(awaiting))).toBe('pending');
    expect(canRequestRemoval(awaiting)).toBe(false);
    expect(summarize([awaiting])).toEqual({ sites: 1, removed: 0, inProgress: 1, needsAction: 0 });
  });

  it('offers the removal again once the confirmation link expired, counting it neither removed nor in progress', () => {
    const expired = beaconListing({ removal: removal({ status: 'expired' }) });
    expect(listingStateLabel(listingStateOf(expired))).toBe('Link expired');
    expect(pillToneOf(listingStateOf(expired))).toBe('danger');
    expect(canRequestRemoval(expired)).toBe(true);
    expect(canRequestRemoval({ ...expired, present: false })).toBe(false);
    expect(summarize([expired])).toEqual({ sites: 1, removed: 0, inProgress: 0, needsAction: 0 });
  });
});

describe('ScoreChart', () => {
  it('summarises a single point', () => {
    expect(scoreHistorySummary([{ at: '2026-11-02T10:00:00.000Z', score: 201 }], 247)).toBe(
      'Guardian score history, 1 scan: 201 out of 247 on Nov 2, 2026.',
    );
  });

  it('says so when there is no history yet', () => {
    render(<ScoreChart history={[]} maxScore={247} />);
    expect(screen.getByText('Your score history starts with the first scan.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('ScanProgress', () => {
  it('reports progress to assistive technology', () => {
    render(<ScanProgress scan={{ brokersDone: 30, brokersTotal: 12, found: 2 }} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByRole('status')).toHaveTextContent('Scanning 12 of 12 sites…2 listings found so far');
  });
});
