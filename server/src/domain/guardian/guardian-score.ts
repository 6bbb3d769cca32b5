import { guardianScoreOf, MAX_OPP_SCORE, type ExposedField, type RemovalStatus } from '@beacon/validation';

// The Guardian score (issue 17 point 4, spec §9: shown as floor((988 − opp_score) / 4)). opp_score measures the
// opportunity the exposures give an identity thief, a stalker or a scammer: every listing still online adds
//
//     Σ weight of each field it shows  ×  (reach of the site + 1) / 2        (rounded)
//
// so a little-read site counts once, a widely read one (reach 3) twice. The weights below put first what lets
// someone find, reach or impersonate the person: the home address, then the date of birth and the phone. The sum is
// capped at 988. A listing stops counting once removed or confirmed not there. A person fully listed on some 35
// sites (typical of the people-search market) scores about 70 of 247; with every listing removed, 247.

export const FIELD_WEIGHTS: Record<ExposedField, number> = {
  address: 4,
  date_of_birth: 3,
  phone: 3,
  email: 2,
  past_addresses: 2,
  relatives: 2,
  photo: 1,
  name: 1,
  age: 1,
  employment: 1,
};

export interface ScoredListing {
  id: number;
  brokerName: string;
  reach: number;
  exposed: readonly ExposedField[];
  present: boolean;
  removalStatus: RemovalStatus | null;
}

export function listingPoints(listing: Pick<ScoredListing, 'reach' | 'exposed'>): number {
  const fields = listing.exposed.reduce((sum, field) => sum + FIELD_WEIGHTS[field], 0);
  return Math.round((fields * (listing.reach + 1)) / 2);
}

/** Still online: seen by the scan and not taken down by a request. */
export function isOnline(listing: Pick<ScoredListing, 'present' | 'removalStatus'>): boolean {
  return listing.present && listing.removalStatus !== 'removed' && listing.removalStatus !== 'not_found';
}

export function oppScoreOf(listings: readonly ScoredListing[]): number {
  const total = listings.filter(isOnline).reduce((sum, listing) => sum + listingPoints(listing), 0);
  return Math.min(MAX_OPP_SCORE, total);
}

export interface Improvement {
  listingId: number;
  text: string;
  gain: number;
}

/** What would raise the score most: the online listings worth the most points, with the score each would add. */
export function improvementsOf(listings: readonly ScoredListing[], limit = 5): Improvement[] {
  const opp = oppScoreOf(listings);
  const score = guardianScoreOf(opp);
  return listings
    .filter(isOnline)
    .map((listing) => {
      const points = listingPoints(listing);
      const text =
        listing.removalStatus === 'needs_action'
          ? `Finish the step ${listing.brokerName} asks for to remove your listing`
          : listing.removalStatus === null || listing.removalStatus === 'reappeared'
            ? `Remove your listing on ${listing.brokerName}`
            : `Your removal request to ${listing.brokerName} is in progress`;
      return { listingId: listing.id, text, gain: guardianScoreOf(Math.max(0, opp - points)) - score, points };
    })
    .filter((improvement) => improvement.gain > 0)
    .sort((a, b) => b.points - a.points || a.listingId - b.listingId)
    .slice(0, limit)
    .map(({ listingId, text, gain }) => ({ listingId, text, gain }));
}
