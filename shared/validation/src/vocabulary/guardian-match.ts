// Guardian's match confidence (issue 59 point 3): the words the server stores and the screens show, defined once.

/** What a listing's score decided: sent without asking, asked about ("Is this you?"), or set aside. */
export const MATCH_DECISIONS = ['submit', 'ask', 'ignore'] as const;
export type MatchDecision = (typeof MATCH_DECISIONS)[number];

/** The fields a listing is compared on, in the order they are shown. */
export const MATCH_FIELDS = ['name', 'age', 'location', 'relatives'] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];

export const MATCH_FIELD_LABELS: Record<MatchField, string> = {
  name: 'Name',
  age: 'Age',
  location: 'Location',
  relatives: 'Relatives',
};

/** What one field says: the listing agrees, partly agrees, disagrees, or one side does not show it. */
export const MATCH_EVIDENCE_VERDICTS = ['match', 'partial', 'conflict', 'unknown'] as const;
export type MatchEvidenceVerdict = (typeof MATCH_EVIDENCE_VERDICTS)[number];

/** What the screens call each field's verdict. */
export const MATCH_EVIDENCE_VERDICT_LABELS: Record<MatchEvidenceVerdict, string> = {
  match: 'Matches',
  partial: 'Partly matches',
  conflict: 'Does not match',
  unknown: 'Not enough to compare',
};

/** The member's answer to "Is this you?", as stored. */
export const MEMBER_VERDICTS = ['mine', 'not_mine'] as const;
export type MemberVerdict = (typeof MEMBER_VERDICTS)[number];

/** What the member may answer: `undecided` takes a verdict back, and an ignored listing is asked about again. */
export const LISTING_VERDICT_ANSWERS = ['mine', 'not_mine', 'undecided'] as const;
export type ListingVerdictAnswer = (typeof LISTING_VERDICT_ANSWERS)[number];
