// Guardian's vocabulary (issue 17): the words the server stores and the screens show, defined once.

/** Where a removal request stands (issue 17 point 3). */
export const REMOVAL_STATUSES = [
  'submitted',
  'acknowledged',
  'removed',
  'not_found',
  'reappeared',
  'needs_action',
  /** Beacon's own listing of someone but the member: waiting for the person to open the e-mailed link (issue 55) */
  'awaiting_confirmation',
  /** that link expired unopened: the listing stays, and the removal can be asked for again */
  'expired',
] as const;
export type RemovalStatus = (typeof REMOVAL_STATUSES)[number];

/** What the screens call each status. */
export const REMOVAL_STATUS_LABELS: Record<RemovalStatus, string> = {
  submitted: 'Submitted',
  acknowledged: 'Acknowledged',
  removed: 'Removed',
  not_found: 'Not found',
  reappeared: 'Reappeared',
  needs_action: 'Needs action',
  awaiting_confirmation: 'Awaiting confirmation',
  expired: 'Link expired',
};

/** How a broker takes opt-out requests. */
export const OPT_OUT_METHODS = ['web_form', 'email', 'mail'] as const;
export type OptOutMethod = (typeof OPT_OUT_METHODS)[number];

export const OPT_OUT_METHOD_LABELS: Record<OptOutMethod, string> = {
  web_form: 'Web form',
  email: 'E-mail',
  mail: 'Postal mail',
};

export const BROKER_CATEGORIES = ['people_search', 'data_broker', 'marketing'] as const;
export type BrokerCategory = (typeof BROKER_CATEGORIES)[number];

/** The personal data a listing can show. */
export const EXPOSED_FIELDS = [
  'name',
  'age',
  'date_of_birth',
  'address',
  'past_addresses',
  'phone',
  'email',
  'relatives',
  'photo',
  'employment',
] as const;
export type ExposedField = (typeof EXPOSED_FIELDS)[number];

export const EXPOSED_FIELD_LABELS: Record<ExposedField, string> = {
  name: 'Name',
  age: 'Age',
  date_of_birth: 'Date of birth',
  address: 'Current address',
  past_addresses: 'Past addresses',
  phone: 'Phone numbers',
  email: 'E-mail addresses',
  relatives: 'Relatives',
  photo: 'Photos',
  employment: 'Employment',
};

/**
 * Who found a listing (issue 59): a scan reading the site; the member, who gave its address and what it shows; or the
 * site itself, whose answer to Guardian's question named the listing it held.
 */
export const LISTING_SOURCES = ['scan', 'member', 'reply'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/**
 * What a site Guardian cannot read answered when asked whether it holds a person's data (issue 59): nothing yet; no
 * data; it needs something first; words Guardian cannot read as an answer. A site that names a listing it holds has
 * that listing among the person's instead.
 */
export const BROKER_INQUIRY_ANSWERS = ['none', 'not_held', 'needs_action', 'unreadable'] as const;
export type BrokerInquiryAnswer = (typeof BROKER_INQUIRY_ANSWERS)[number];

export const SCAN_STATUSES = ['queued', 'running', 'complete', 'failed'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

export const SCAN_KINDS = ['initial', 'rescan', 'manual'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];

/**
 * A protection member's state: added from the confirmed report (`setup_required`), enrolled by the
 * intermediary-enroll page (`enrolled`, first scan queued), then `active` once the identity details to monitor
 * (the dark web step) are added.
 */
export const PROTECTION_MEMBER_STATUSES = ['setup_required', 'enrolled', 'active'] as const;
export type ProtectionMemberStatus = (typeof PROTECTION_MEMBER_STATUSES)[number];

export const FAMILY_RELATIONSHIPS = [
  'spouse',
  'partner',
  'child',
  'parent',
  'sibling',
  'grandparent',
  'other',
] as const;
export type FamilyRelationship = (typeof FAMILY_RELATIONSHIPS)[number];

export const FAMILY_RELATIONSHIP_LABELS: Record<FamilyRelationship, string> = {
  spouse: 'Spouse',
  partner: 'Partner',
  child: 'Child',
  parent: 'Parent',
  sibling: 'Sibling',
  grandparent: 'Grandparent',
  other: 'Other family',
};

/**
 * What a member states when adding a family member (issue 55 point 2): Guardian's removal requests at other sites are
 * made as their authorized agent, and the request letters say so.
 */
export const authorizedAgentStatement = (firstName: string) =>
  `${firstName || 'This person'} has authorized me to ask sites to remove their personal information, or I am their parent or legal guardian.`;

/** The family add-on protects this many people besides the account holder (stated on the screen). */
export const FAMILY_MEMBER_LIMIT = 5;

/** The California Delete Act gives a broker 45 days to act on a deletion request. */
export const REMOVAL_DEADLINE_DAYS = 45;

/** Re-scans run this often unless GUARDIAN_RESCAN_DAYS says otherwise. */
export const DEFAULT_RESCAN_DAYS = 30;

/** The Guardian score of spec §9: floor((988 − opp_score) / 4); opp_score runs from 0 to this maximum. */
export const MAX_OPP_SCORE = 988;
export function guardianScoreOf(oppScore: number): number {
  return Math.floor((MAX_OPP_SCORE - oppScore) / 4);
}
export const MAX_GUARDIAN_SCORE = guardianScoreOf(0);

/**
 * The pieces of a removal's proof (issue 59 point 4): the listing page before and after the request, the letter sent,
 * a reply received, another page the site showed (a confirmation), and a status change with its cause.
 */
export const REMOVAL_EVIDENCE_KINDS = ['before', 'after', 'letter', 'reply', 'page', 'status'] as const;
export type RemovalEvidenceKind = (typeof REMOVAL_EVIDENCE_KINDS)[number];
