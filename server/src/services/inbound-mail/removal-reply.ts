// What a broker's e-mail to a removal's reply address says (issue 59 point 1, e-mail channel): a pure reading of one
// received mail into what moves the request. Each kind is recognised by the exact sentences the broker writes (the
// sites' texts are in the issue's design); a mail that matches none of them is 'unexpected' and moves nothing, so no
// status is ever guessed from a mail Beacon does not understand. The request is found by the reference in the address
// the mail was sent to (removals+<reference>@<inbound domain>), never by anything the broker wrote.

export type RemovalReplyKind =
  'acknowledged' | 'removed' | 'not_found' | 'needs_action' | 'confirmation_link' | 'receipt' | 'unexpected';

export interface RemovalReply {
  kind: RemovalReplyKind;
  /** the removal request's reference (GRD-…) from the recipient; null when the mail was sent to another address */
  reference: string | null;
  /** the broker's own reference of the request (RH-…, PP-…), when it gave one */
  siteReference?: string;
  /** the listing URL the broker names (acknowledged, removed, not_found), or the confirmation link to open */
  link?: string;
  /** needs_action: the broker's sentences saying what it asks for, as it wrote them */
  asks?: string;
}

/** The parts of a received mail the reading looks at. */
export interface ReceivedReply {
  /** the envelope recipient at Beacon's inbound domain */
  recipient: string;
  /** the sender's address (From); not read: a reply is known by what it says, and a From is easily forged */
  sender: string;
  subject: string;
  /** the plain-text body (mailparser's text) */
  text: string;
}

const REPLY_ADDRESS = /^removals\+([A-Za-z0-9][A-Za-z0-9-]*)@([^@\s]+)$/i;

/**
 * The reference of a reply address, removals+<reference>@<domain> (upper-cased, as references are written), or null
 * for any other address; with `domain`, only at that domain (case-insensitive).
 */
export function referenceOfRecipient(recipient: string, domain?: string): string | null {
  const match = REPLY_ADDRESS.exec(recipient.trim());
  if (!match?.[1] || !match[2]) return null;
  if (domain !== undefined && match[2].toLowerCase() !== domain.toLowerCase()) return null;
  return match[1].toUpperCase();
}

/** The reply address of a request: where a broker's mail about it goes. */
export function replyAddressOf(reference: string, domain: string): string {
  return `removals+${reference}@${domain}`;
}

/** A URL as it stands in a sentence: up to white space, without the sentence's closing punctuation. */
const URL_IN_TEXT = String.raw`(https?://\S+?)`;
const SENTENCE_END = String.raw`(?=[.,;:!?)]*(?:\s|$))`;

// The sentences each kind is known by. Whitespace in the text is normalised to single spaces first (a mail's lines
// are wrapped where its sender chose).
const ACKNOWLEDGED = new RegExp(
  String.raw`We received your deletion request\. Our reference is ([A-Z]{2,4}-[A-Z0-9]{4,12})\. We will delete the record at ${URL_IN_TEXT}${SENTENCE_END}`,
);
const REMOVED = new RegExp(String.raw`The record at ${URL_IN_TEXT} has been deleted\.`);
const NOT_FOUND = new RegExp(String.raw`We could not find a record at ${URL_IN_TEXT}${SENTENCE_END}`);
// a site asked about a person (no listing named) that holds nothing about them
const NO_RECORD = /We (?:hold|have) no (?:personal information|records?) about /;
const NEEDS_LISTING_ADDRESS =
  /To process your request we need the address of the listing you want deleted\. Please reply with it\./;
const CONFIRM_SUBJECT = /^Confirm your (.+) removal$/;
const CONFIRM_LINK = /(https?:\/\/[^\s<>"]+\/opt-out\/confirm\/[A-Za-z0-9_-]+)/;
const RECEIPT_SUBJECT = /^Your (.+) removal request ([A-Z]{2,4}-[A-Z0-9]{4,12})$/;

/** The first sentence of a reply, as the site wrote it (at most 200 characters): quoted in a history or on a card. */
export function firstSentenceOf(text: string): string {
  const sentence = normalise(text).split(/(?<=[.!?])\s/)[0] ?? '';
  return sentence.length > 200 ? `${sentence.slice(0, 197)}…` : sentence;
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Reads one received mail; anything it does not recognise is 'unexpected' (kept, shown, moves nothing). */
export function classifyRemovalReply(mail: ReceivedReply, options: { domain?: string } = {}): RemovalReply {
  const reference = referenceOfRecipient(mail.recipient, options.domain);
  const subject = normalise(mail.subject);
  const text = normalise(mail.text);

  const confirm = CONFIRM_SUBJECT.exec(subject);
  const confirmLink = CONFIRM_LINK.exec(text);
  if (confirm && confirmLink?.[1]) return { kind: 'confirmation_link', reference, link: confirmLink[1] };

  const receipt = RECEIPT_SUBJECT.exec(subject);
  if (receipt?.[2]) return { kind: 'receipt', reference, siteReference: receipt[2] };

  const acknowledged = ACKNOWLEDGED.exec(text);
  if (acknowledged?.[1] && acknowledged[2]) {
    return { kind: 'acknowledged', reference, siteReference: acknowledged[1], link: acknowledged[2] };
  }
  const removed = REMOVED.exec(text);
  if (removed?.[1]) return { kind: 'removed', reference, link: removed[1] };
  const notFound = NOT_FOUND.exec(text);
  if (notFound?.[1]) return { kind: 'not_found', reference, link: notFound[1] };
  if (NO_RECORD.test(text)) return { kind: 'not_found', reference };
  const needs = NEEDS_LISTING_ADDRESS.exec(text);
  if (needs) return { kind: 'needs_action', reference, asks: needs[0] };

  return { kind: 'unexpected', reference };
}
