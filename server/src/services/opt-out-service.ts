import { createHash, randomBytes } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import type { ReadReplica } from '../db/read-replica';
import type { Database } from '../db/schema';
import { rateLimited } from '../domain/errors';
import { confirmedRemoval, type ConfirmationLink } from '../domain/guardian/removal-transitions';
import { createGuardianListingsRepository, removalStateOf } from '../repositories/guardian-listings-repository';
import { createOptedOutRecordsRepository } from '../repositories/opted-out-records-repository';
import { createOptOutsRepository, type OptOutRequest } from '../repositories/opt-outs-repository';
import type { PersonRow, PublicRecordsRepository } from '../repositories/public-records-repository';
import type { PointerCodec } from '../domain/pointers';
import { nameKey, nameVariants } from '../domain/search-keys';
import type { EmailOutbox } from './email-outbox';

// The opt-out flow (issue 13 point 5). A request never suppresses anyone by itself: it stores a pending request
// with the hash of a random single-use token and, in the same transaction, an e-mail to the given address with the
// link /opt-out/confirm?token=… (the host's opt-out page posts the token back). Every request is treated alike,
// whether it names anyone or not, so neither the answer nor the mail tells who is in the data. Opening the link in
// time confirms the request once: the people it covers are suppressed, the PDFs of members' records about them are
// deleted and those records' snapshots scrubbed, and the report updates that name them are deleted.

export const OPT_OUT_MAIL_SUBJECT = 'Confirm your Beacon opt-out request';
export const PERSON_OPT_OUT_MAIL_SUBJECT = 'Confirm the removal of your Beacon listing';

/** Guardian asked for more opt-outs than the public opt-out allows in its window (issue 55 point 2). */
export const tooManyOptOuts = (minutes: number) =>
  `You have asked for the most Beacon listing removals allowed for now. You can ask again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

export interface OptOutRequestInput {
  firstName: string;
  lastName: string;
  email: string;
  dob?: string | undefined;
  pointer?: string | undefined;
  deviceId: string;
}

export function hashOptOutToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function mailBody(link: string, ttlMs: number): string {
  const hours = Math.round(ttlMs / (60 * 60 * 1000));
  return [
    'Someone (we hope you) asked Beacon not to show a person in its search results, giving this e-mail address.',
    '',
    'To confirm the request, open this link:',
    link,
    '',
    `The link works once and expires in ${hours} hours. If you did not ask for this, ignore this e-mail: nothing changes.`,
  ].join('\n');
}

function personMailBody(options: { requester: string; person: string; link: string; ttlMs: number }): string {
  const hours = Math.round(options.ttlMs / (60 * 60 * 1000));
  return [
    `${options.requester}, a Beacon member, asked Beacon to stop showing ${options.person} in its search results, giving this e-mail address as yours. Beacon removes a listing only when the person it is about confirms.`,
    '',
    'To confirm the removal, open this link:',
    options.link,
    '',
    `The link works once and expires in ${hours} hours. If you did not want this, ignore this e-mail: nothing changes.`,
  ].join('\n');
}

export interface PersonOptOutRequest {
  person: PersonRow;
  /** the protected person's own e-mail address (the link goes there) and when the link expires */
  link: ConfirmationLink;
  /** the member whose Guardian asks, named in the e-mail, and the removal the confirmation completes */
  requester: { accountId: number; name: string };
  removalId: number;
  now: number;
  settings: { publicSiteUrl: string; tokenTtlMs: number; limit: { max: number; windowMs: number } };
}

/**
 * Guardian's opt-out of a person who is not the member's own confirmed report (issue 55 point 2), inside the
 * caller's transaction, which holds the member's row: like the public opt-out, nothing is suppressed until the person
 * opens the e-mailed link, and a member may ask for at most the public opt-out's number of them per window, counted
 * over every request they made (deleting and re-adding a family member resets nothing). Over the limit, the 429.
 */
export async function requestPersonOptOut(
  trx: Transaction<Database>,
  outbox: EmailOutbox,
  request: PersonOptOutRequest,
): Promise<void> {
  const { person, now, settings } = request;
  const optOuts = createOptOutsRepository(trx);
  const since = now - settings.limit.windowMs;
  if ((await optOuts.countRequestedBy(request.requester.accountId, since)) >= settings.limit.max) {
    const oldest = (await optOuts.oldestRequestedBy(request.requester.accountId, since)) ?? now;
    const waitMs = Math.max(1000, oldest + settings.limit.windowMs - now);
    throw rateLimited(tooManyOptOuts(Math.ceil(waitMs / 60_000)), Math.ceil(waitMs / 1000));
  }
  const token = randomBytes(32).toString('base64url');
  const { email, expiresAt } = request.link;
  await optOuts.addPending({
    tokenHash: hashOptOutToken(token),
    firstKey: nameKey(person.first_name),
    lastKey: nameKey(person.last_name),
    dob: person.dob,
    personId: person.id,
    email,
    deviceId: 'guardian',
    now,
    expiresAt,
    requestedBy: { accountId: request.requester.accountId, removalId: request.removalId },
  });
  await outbox.enqueue(
    trx,
    {
      to: email,
      subject: PERSON_OPT_OUT_MAIL_SUBJECT,
      body: personMailBody({
        requester: request.requester.name,
        person: `${person.first_name} ${person.last_name}`,
        link: `${settings.publicSiteUrl}/opt-out/confirm?token=${token}`,
        ttlMs: settings.tokenTtlMs,
      }),
    },
    now,
  );
}

/** The Guardian removal a confirmed opt-out completes moves to removed (one that was deleted meanwhile is skipped). */
async function completeGuardianRemoval(trx: Transaction<Database>, removalId: number, now: number): Promise<void> {
  const listings = createGuardianListingsRepository(trx);
  const removal = await listings.removalById(removalId);
  if (!removal) return;
  const next = confirmedRemoval(removalStateOf(removal), now);
  if (next) await listings.updateRemoval(removal, next, now);
}

/**
 * Applies a confirmed opt-out inside the caller's transaction: the people it covers are suppressed, the PDFs of
 * members' records about them deleted and those records' snapshots scrubbed, the report updates naming them deleted
 * and Guardian's listings of them on Beacon marked gone. Returns the people's ids. The caller clears the cached
 * search pages once the transaction commits (`publicRecords.forgetSearches()`).
 */
export async function suppressPeople(
  trx: Transaction<Database>,
  pointers: PointerCodec,
  request: OptOutRequest,
): Promise<number[]> {
  const ids = await createOptOutsRepository(trx).add(request);
  const records = createOptedOutRecordsRepository(trx);
  for (const id of ids) {
    const known = await records.knownAbout(id);
    if (known) await records.purge({ id, pointer: pointers.encode('person', id), ...known }, request.now);
  }
  return ids;
}

export function createOptOutService(options: {
  db: Kysely<Database>;
  publicRecords: PublicRecordsRepository;
  clock: () => number;
  publicSiteUrl: string;
  tokenTtlMs: number;
  outbox: EmailOutbox;
  /** where the public-records reads go: a confirmation answers only once no later search can find the person */
  readReplica: Pick<ReadReplica, 'published'>;
}) {
  const { db, publicRecords, clock, publicSiteUrl, tokenTtlMs, outbox, readReplica } = options;

  /** The person a pointer names, when their first (or a nickname form of it) and last name match the request. */
  async function personOfPointer(pointer: string, firstKey: string, lastKey: string, dob: string | undefined) {
    const { pointers } = await publicRecords.dataset(clock());
    const id = pointers.decode('person', pointer);
    const person = id === undefined ? undefined : await publicRecords.person(id);
    if (!person || person.last_key !== lastKey) return undefined;
    if (person.first_key !== firstKey && !nameVariants(firstKey).includes(person.first_key)) return undefined;
    return !dob || person.dob === dob ? person : undefined;
  }

  return {
    /** Stores the pending request and its e-mail; the same work whether it names anyone or not. */
    async request(input: OptOutRequestInput): Promise<void> {
      const firstKey = nameKey(input.firstName);
      const lastKey = nameKey(input.lastName);
      // A pointer counts only for the person it names: nobody can suppress someone else by pointer alone.
      const person = input.pointer ? await personOfPointer(input.pointer, firstKey, lastKey, input.dob) : undefined;
      const token = randomBytes(32).toString('base64url');
      const email = input.email.trim().toLowerCase();
      const now = clock();
      const link = `${publicSiteUrl}/opt-out/confirm?token=${token}`;
      await db.transaction().execute(async (trx) => {
        await createOptOutsRepository(trx).addPending({
          tokenHash: hashOptOutToken(token),
          firstKey,
          lastKey,
          dob: person?.dob ?? input.dob ?? null,
          personId: person ? person.id : null,
          email,
          deviceId: input.deviceId,
          now,
          expiresAt: now + tokenTtlMs,
        });
        await outbox.enqueue(trx, { to: email, subject: OPT_OUT_MAIL_SUBJECT, body: mailBody(link, tokenTtlMs) }, now);
      });
    },

    /** Confirms the request of the token; false for an unknown, used or expired token. */
    async confirm(token: string): Promise<boolean> {
      const now = clock();
      const { pointers } = await publicRecords.dataset(now);
      const confirmed = await db.transaction().execute(async (trx) => {
        const optOuts = createOptOutsRepository(trx);
        const pending = await optOuts.confirmPending(hashOptOutToken(token), now);
        if (!pending) return false;
        if (pending.dob === null && pending.person_id === null) return true;
        if (pending.guardian_removal_id !== null) await completeGuardianRemoval(trx, pending.guardian_removal_id, now);
        await suppressPeople(trx, pointers, {
          firstKey: pending.first_key,
          lastKey: pending.last_key,
          dob: pending.dob,
          personId: pending.person_id,
          email: pending.email,
          deviceId: pending.device_id,
          now,
        });
        return true;
      });
      if (confirmed) {
        // With a read replica, searches may read it: the answer waits until no search that starts later, in any
        // worker, can read a replica that has not replayed this commit (src/db/read-replica.ts).
        await readReplica.published();
        // the person leaves this worker's cached search pages now (another worker's expire within seconds)
        publicRecords.forgetSearches();
      }
      return confirmed;
    },
  };
}

export type OptOutService = ReturnType<typeof createOptOutService>;
