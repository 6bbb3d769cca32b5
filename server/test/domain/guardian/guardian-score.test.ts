import { guardianScoreOf, MAX_GUARDIAN_SCORE } from '@beacon/validation';

import {
  improvementsOf,
  listingPoints,
  oppScoreOf,
  type ScoredListing,
} from '../../../src/domain/guardian/guardian-score';

// The Guardian score (spec §9): floor((988 − opp_score) / 4), opp_score from what is exposed and where.

const listing = (id: number, overrides: Partial<ScoredListing> = {}): ScoredListing => ({
  id,
  brokerName: `Site ${id}`,
  reach: 2,
  exposed: ['name', 'address', 'phone'],
  present: true,
  removalStatus: null,
  ...overrides,
});

describe('Guardian score', () => {
  it('is floor((988 − opp_score) / 4)', () => {
    expect(guardianScoreOf(0)).toBe(247);
    expect(MAX_GUARDIAN_SCORE).toBe(247);
    expect(guardianScoreOf(988)).toBe(0);
    expect(guardianScoreOf(101)).toBe(221);
  });

  it('weighs a listing by the fields it shows, once on a little-read site and twice on a widely read one', () => {
    expect(listingPoints({ reach: 1, exposed: ['name', 'address', 'phone'] })).toBe(1 + 4 + 3);
    expect(listingPoints({ reach: 2, exposed: ['name', 'address', 'phone'] })).toBe(12);
    expect(listingPoints({ reach: 3, exposed: ['date_of_birth'] })).toBe(6);
  });

  it('counts only listings still online, capped at 988', () => {
    const listings = [
      listing(1),
      listing(2, { removalStatus: 'removed' }),
      listing(3, { removalStatus: 'not_found' }),
      listing(4, { present: false }),
      listing(5, { removalStatus: 'submitted' }),
    ];
    expect(oppScoreOf(listings)).toBe(24);
    expect(oppScoreOf(Array.from({ length: 100 }, (_, id) => listing(id, { reach: 3 })))).toBe(988);
  });

  it('says what would raise it most, with the points each adds', () => {
    const improvements = improvementsOf([
      listing(1, { reach: 1 }),
      listing(2, { reach: 3, brokerName: 'Spokeo' }),
      listing(3, { removalStatus: 'needs_action', brokerName: 'Whitepages' }),
    ]);
    expect(improvements[0]).toEqual({ listingId: 2, text: 'Remove your listing on Spokeo', gain: 4 });
    expect(improvements.map((item) => item.text)).toContain(
      'Finish the step Whitepages asks for to remove your listing',
    );
  });
});
