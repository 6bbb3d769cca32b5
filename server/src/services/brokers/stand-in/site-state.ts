import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The state of one stand-in broker site, kept in a JSON file of its own (issue 59 design, "State"): its clock (an
// offset from the real time, moved by `pnpm brokers:advance`), its behaviour, the removal requests it received, the
// listings it removed, the mail it still has to send and the letters it has read. Written after every change (a
// temp file renamed over the old one), so a restarted site keeps its removals and never answers a letter twice.

export type FormVersion = 'current' | 'changed';

export interface SiteBehaviour {
  formVersion: FormVersion;
  /** added before every page the site serves (not its control endpoints) */
  latencyMs: number;
}

export type SiteRequestStatus =
  | 'awaiting_confirmation'
  | 'confirmed'
  | 'received'
  | 'letter_received'
  | 'acknowledged'
  | 'not_found'
  | 'needs_action'
  | 'removed';

/** acknowledge: it names a listing of the site; not_found: a listing URL the site does not have; needs_action: none */
export type LetterAnswer = 'acknowledge' | 'not_found' | 'needs_action';

/** A removal request as the site keeps it. Times are the site's clock, in ms. */
export interface SiteRequest {
  /** the site's own reference (CR-…, PP-…, RH-…); null until the site gives one */
  reference: string | null;
  listingId: string | null;
  listingUrl: string | null;
  /** where the site writes about this request */
  email: string;
  status: SiteRequestStatus;
  createdAt: number;
  /** when the site next acts on it (removes the listing, answers a letter); null: nothing more to do */
  dueAt: number | null;
  /** ClearRecords: the e-mailed confirmation token */
  token?: string;
  /** RecordHarbor: the letter this request is, and the answer it gets (read off the letter when it arrived) */
  letter?: { messageId: string; subject: string; answer: LetterAnswer };
  history: Array<{ at: number; status: SiteRequestStatus }>;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  inReplyTo?: string;
  queuedAt: number;
}

export interface SiteStateData {
  version: 1;
  clockOffsetMs: number;
  behaviour: SiteBehaviour;
  requests: SiteRequest[];
  removed: Array<{ listingId: string; at: number; reference: string | null }>;
  outbox: OutgoingMail[];
  /** PeoplePath: the listing each form session is about */
  sessions: Array<{ id: string; listingId: string; listingUrl: string; createdAt: number }>;
  /** RecordHarbor: Message-IDs of the letters it has read */
  handledMail: string[];
}

function emptyState(): SiteStateData {
  return {
    version: 1,
    clockOffsetMs: 0,
    behaviour: { formVersion: 'current', latencyMs: 0 },
    requests: [],
    removed: [],
    outbox: [],
    sessions: [],
    handledMail: [],
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The file as this module wrote it; anything else (another version, a hand edit gone wrong) is refused. */
function parseState(text: string, file: string): SiteStateData {
  const parsed: unknown = JSON.parse(text);
  const fresh = emptyState();
  if (!isRecord(parsed) || parsed['version'] !== 1 || typeof parsed['clockOffsetMs'] !== 'number') {
    throw new Error(`${file} is not a stand-in site's state (version 1); delete it to start the site afresh`);
  }
  const arrays = ['requests', 'removed', 'outbox', 'sessions', 'handledMail'] as const;
  for (const key of arrays) {
    if (parsed[key] !== undefined && !Array.isArray(parsed[key])) throw new Error(`${file}: ${key} is not a list`);
  }
  // the file is this module's own output, so its entries have the shapes above
  return { ...fresh, ...(parsed as Partial<SiteStateData>), version: 1 };
}

export interface SiteState {
  readonly data: SiteStateData;
  /** the site's clock: the real time plus its offset */
  now(): number;
  save(): void;
}

export function openSiteState(stateDir: string, slug: string, realNow: () => number = Date.now): SiteState {
  mkdirSync(stateDir, { recursive: true });
  const file = path.join(stateDir, `${slug}.json`);
  let data: SiteStateData;
  try {
    data = parseState(readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    data = emptyState();
  }
  return {
    data,
    now: () => realNow() + data.clockOffsetMs,
    save() {
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, `${JSON.stringify(data, null, 2)}\n`);
      renameSync(temp, file);
    },
  };
}
