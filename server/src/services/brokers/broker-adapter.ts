import type { ExposedField } from '@beacon/validation';

import type { ScanSubject } from '../../domain/guardian/scan-subject';
import type { OutgoingEmail } from '../../repositories/email-outbox-repository';

// The broker adapter port (issue 59 point 1): how Guardian finds a person on a people-search site, asks the site to
// remove a listing and checks what the site did. One implementation per channel (web form through Chromium, e-mail
// letter, postal letter); a site is reached only through its adapter, and nothing here invents a listing or a URL:
// every listing is read off the site's own pages, every status comes from what the site showed or answered.

export type RemovalChannel = 'web_form' | 'email' | 'mail';

/** What a listing page shows of its person, read off the page: the evidence a match is scored on. */
export interface ListingShown {
  /** the full name as the page writes it */
  name: string;
  age: number | null;
  birthYear: number | null;
  /** current first, then past ones */
  locations: Array<{ street: string | null; city: string; state: string }>;
  relatives: string[];
  phones: string[];
  emails: string[];
}

/** A listing a scan read off a site. */
export interface FoundBrokerListing {
  brokerSlug: string;
  /** the site's own id of the listing (stable across scans: re-scans recognise the listing by it) */
  siteListingId: string;
  /** the listing page as the site serves it */
  url: string;
  shown: ListingShown;
  exposed: ExposedField[];
}

/** A listing Guardian asks a site to remove (a stored listing: its URL and id are the site's own). */
export interface SubmittableListing {
  brokerSlug: string;
  siteListingId: string;
  url: string;
}

/** Who asks, and where the site's answers go. */
export interface RemovalAuthorization {
  /** the removal request's reference, GRD-…; it is in the reply address and in every letter */
  reference: string;
  person: { firstName: string; lastName: string; middleName: string; dob: string | null };
  /** where the site's e-mails (confirmation links, replies) go: removals+<reference>@<inbound domain> */
  replyTo: string;
  /** a family member's request is made by the account holder as their authorized agent */
  agent?: { name: string; authorizedOn: string };
  /** the letter of an e-mail or postal request, as renderRequestLetter wrote it */
  letter: { subject: string; text: string };
}

/** Something kept as proof of a removal: a page as Chromium rendered it, a letter, a reply. */
export interface Capture {
  kind: 'before' | 'after' | 'letter' | 'reply' | 'page';
  mime: 'image/png' | 'text/plain' | 'message/rfc822';
  content: Buffer;
  at: number;
  /** what this is, for the member: "ClearRecords listing before the request" */
  caption: string;
}

/** What submitting did. */
export interface SubmissionReceipt {
  channel: RemovalChannel;
  /** the site's own reference of the request, when it gave one */
  siteReference: string | null;
  /** true when the site still waits for its e-mailed confirmation link to be opened */
  awaitingSiteConfirmation: boolean;
  captures: Capture[];
  /** what the site said, for the request's history */
  note: string;
  /** a letter to e-mail (the e-mail channel): queued in the transaction that records the request as sent */
  outgoing?: OutgoingEmail;
}

/** What a check of the listing found. */
export interface ListingCheck {
  state: 'listed' | 'removed' | 'not_found';
  capture: Capture | null;
}

export type BrokerAdapterErrorKind = 'form_changed' | 'timeout' | 'site_error' | 'unexpected_reply';

/** A site did not behave as its adapter knows it: the job retries, and a form that changed is reported as such. */
export class BrokerAdapterError extends Error {
  constructor(
    readonly kind: BrokerAdapterErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'BrokerAdapterError';
  }
}

export interface BrokerAdapter {
  readonly brokerSlug: string;
  readonly channel: RemovalChannel;
  /** the listings the site shows for this person's names (the match is scored by the caller, not here) */
  /** none for a broker Beacon cannot read: its listings are the ones the member found there */
  scan(subject: ScanSubject): Promise<FoundBrokerListing[]>;
  submit(listing: SubmittableListing, authorization: RemovalAuthorization): Promise<SubmissionReceipt>;
  /** absent for a broker Beacon cannot read: its request moves only by the broker's replies (or the member's report) */
  check?(listing: SubmittableListing): Promise<ListingCheck>;
  /** opens a confirmation link the site e-mailed (web-form sites that confirm by e-mail) */
  followConfirmation?(link: string): Promise<Capture>;
}
