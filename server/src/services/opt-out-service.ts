import { createHash, randomBytes } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';
import { createEmailOutboxRepository } from '../repositories/email-outbox-repository';
import { createOptedOutRecordsRepository } from '../repositories/opted-out-records-repository';
import { createOptOutsRepository, type OptOutRequest } from '../repositories/opt-outs-repository';
import type { PublicRecordsRepository } from '../repositories/public-records-repository';
import type { PointerCodec } from '../domain/pointers';
import { nameKey, nameVariants } from '../domain/search-keys';

// The opt-out flow (issue 13 point 5). A request never suppresses anyone by itself: it stores a pending request
// with the hash of a random single-use token and, in the same transaction, an e-mail to the given address with the
// link /opt-out/confirm?token=… (the host's opt-out page posts the token back). Every request is treated alike,
// whether it names anyone or not, so neither the answer nor the mail tells who is in the data. Opening the link in
// time confirms the request once: the people it covers are suppressed, the PDFs of members' records about them are
// deleted and those records' snapshots scrubbed.

export const OPT_OUT_MAIL_SUBJECT = 'Confirm your Beacon opt-out request';

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

/**
 * Applies a confirmed opt-out inside the caller's transaction: the people it covers are suppressed, the PDFs of
 * members' records about them deleted and those records' snapshots scrubbed. Returns the people's ids. The caller
 * clears the cached search pages once the transaction commits (`publicRecords.forgetSearches()`).
 */
export async function suppressPeople(
  trx: Transaction<Database>,
  pointers: PointerCodec,
  request: OptOutRequest,
): Promise<number[]> {
  const ids = await createOptOutsRepository(trx).add(request);
  const records = createOptedOutRecordsRepository(trx);
  for (const id of ids) {
    const contacts = await records.contacts(id);
    await records.purge({ pointer: pointers.encode('person', id), ...contacts }, request.now);
  }
  return ids;
}

export function createOptOutService(options: {
  db: Kysely<Database>;
  publicRecords: PublicRecordsRepository;
  clock: () => number;
  publicSiteUrl: string;
  tokenTtlMs: number;
}) {
  const { db, publicRecords, clock, publicSiteUrl, tokenTtlMs } = options;

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
        await createEmailOutboxRepository(trx).enqueue(
          { to: email, subject: OPT_OUT_MAIL_SUBJECT, body: mailBody(link, tokenTtlMs) },
          now,
        );
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
      // the person leaves this worker's cached search pages now (another worker's expire within seconds)
      if (confirmed) publicRecords.forgetSearches();
      return confirmed;
    },
  };
}

export type OptOutService = ReturnType<typeof createOptOutService>;
