import { randomBytes } from 'node:crypto';

import { checkPayload, identityEventSchema, type IdentityEvent } from '@beacon/validation';
import type { Kysely } from 'kysely';

import type { IdentityProviderConfig } from '../../config';
import { inTransaction } from '../../db/in-transaction';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import {
  createIdentityEventsRepository,
  type IdentitySubscriberRow,
} from '../../repositories/identity-events-repository';
import { createMembershipsRepository } from '../../repositories/memberships-repository';
import { createNotificationsRepository } from '../../repositories/notifications-repository';
import { noticeOfEvent } from './identity-event-notices';
import type { IdentityProviderClient } from './identity-provider-client';
import { verifyIdentityEventSignature, type SignatureRefusal } from './webhook-signature';

// Identity events (issue 58): a member's identity alerts come from the identity-monitoring provider. An account that
// holds identity monitoring becomes the provider's subscriber, by an opaque reference, the first time it lists or uses
// identity monitoring (the row and its enroll-identity-subscriber job in one transaction). The provider's signed
// webhook delivers events; an accepted event is stored with the process-identity-event job in one transaction, and the
// job turns it into the member's alert and its live event, committed with the job's completion. An event is known by
// its id: a repeated delivery answers as before and changes nothing.

export const PROCESS_IDENTITY_EVENT_JOB = 'process-identity-event';
export const ENROLL_IDENTITY_SUBSCRIBER_JOB = 'enroll-identity-subscriber';

export type IdentityEventRefusal = SignatureRefusal | 'malformed_event';

export type ReceiveResult =
  | { ok: true; received: 'accepted' | 'duplicate' | 'unmatched'; eventId: string }
  | {
      ok: false;
      reason: IdentityEventRefusal;
      /** the event id when the body is an event with one (for the log), even when the signature is bad */
      eventId: string | undefined;
      /** what the provider is told (no detail of the secret or the expected signature) */
      message: string;
    };

const REFUSAL_MESSAGES: Record<SignatureRefusal, string> = {
  not_configured: 'The identity webhook is not configured',
  missing_signature: 'Missing Beacon-Identity-Signature header',
  malformed_signature: 'Malformed Beacon-Identity-Signature header',
  bad_signature: 'No signature matches the payload',
  stale_timestamp: "The signature's timestamp is outside the tolerance",
};

/** The event id of a body, when it is JSON with a plausible one: for the log of a refusal only, never trusted. */
function loggableEventId(parsed: unknown): string | undefined {
  if (typeof parsed !== 'object' || parsed === null || !('id' in parsed)) return undefined;
  return typeof parsed.id === 'string' && /^evt_[A-Za-z0-9]{1,64}$/.test(parsed.id) ? parsed.id : undefined;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** A new subscriber reference: random, so it says nothing of the account. */
const newReference = () => `sub_${randomBytes(12).toString('hex')}`;

/** What the service needs of the job engine: sending a job in the writer's transaction. */
export type JobSender = Pick<JobQueue, 'send'>;

export function createIdentityEventsService(options: {
  db: Kysely<Database>;
  clock: () => number;
  config: IdentityProviderConfig;
  jobs: JobSender;
  /** the provider's API; null when none is configured (accounts then wait, not enrolled) */
  provider: IdentityProviderClient | null;
}) {
  const { db, clock, config, jobs, provider } = options;

  async function sendEnrollment(trx: Kysely<Database>, subscriber: IdentitySubscriberRow): Promise<void> {
    if (subscriber.enrolled_at !== null || !provider) return;
    // one waiting job per account, however often the member opens the page before the provider answers
    await jobs.send(
      ENROLL_IDENTITY_SUBSCRIBER_JOB,
      { accountId: subscriber.account_id },
      { db: trx, singletonKey: `account-${subscriber.account_id}` },
    );
  }

  return {
    /**
     * The enrollment hook of identity monitoring: an account that holds it gets its subscriber (and the job that
     * enrolls it at the provider); one without it, or already enrolled, is left as it is.
     */
    async ensureSubscriber(accountId: number): Promise<void> {
      const balances = await createMembershipsRepository(db).balances(accountId, clock());
      // null: the product is held (spec §3)
      if (balances.identity_monitoring !== null) return;
      const existing = await createIdentityEventsRepository(db).findSubscriberByAccount(accountId);
      if (existing?.enrolled_at != null) return;
      await inTransaction(db, async (trx) => {
        const subscriber =
          existing ?? (await createIdentityEventsRepository(trx).insertSubscriber(accountId, newReference(), clock()));
        await sendEnrollment(trx, subscriber);
      });
    },

    /** The account's subscriber, made when it has none (the identity:scenario command, for any demo account). */
    async subscriberOf(accountId: number): Promise<IdentitySubscriberRow> {
      const repository = createIdentityEventsRepository(db);
      return (
        (await repository.findSubscriberByAccount(accountId)) ??
        (await repository.insertSubscriber(accountId, newReference(), clock()))
      );
    },

    /**
     * Enrolls the account's subscriber at the provider (the job enroll-identity-subscriber): a failure throws and the
     * job retries it; the row is marked enrolled only once the provider accepted.
     */
    async enroll(
      accountId: number,
      /** another provider than the configured one (the identity:scenario command names the stand-in's) */
      through: IdentityProviderClient | null = provider,
    ): Promise<'enrolled' | 'already' | 'no-provider' | 'no-subscriber'> {
      const repository = createIdentityEventsRepository(db);
      const subscriber = await repository.findSubscriberByAccount(accountId);
      if (!subscriber) return 'no-subscriber';
      if (!through) return 'no-provider';
      // a provider named by the caller is asked even when the row says enrolled: a restarted stand-in forgot it
      if (subscriber.enrolled_at !== null && through === provider) return 'already';
      await through.enroll(subscriber.reference);
      await repository.markEnrolled(subscriber.id, clock());
      return 'enrolled';
    },

    /**
     * A delivery of the webhook: the raw body and the signature header. Verified, parsed with the protocol's schema,
     * then stored with its processing job in one transaction (an unknown subscriber's event is stored, unmatched, and
     * raises nothing). A refusal says why, for the log and the provider.
     */
    async receive(body: string, signatureHeader: string | undefined): Promise<ReceiveResult> {
      const check = verifyIdentityEventSignature({
        header: signatureHeader,
        body,
        secret: config.webhookSecret,
        nowSeconds: Math.floor(clock() / 1000),
        toleranceSeconds: config.toleranceSeconds,
      });
      const json = parseJson(body);
      if (!check.ok) {
        return {
          ok: false,
          reason: check.reason,
          eventId: loggableEventId(json),
          message: REFUSAL_MESSAGES[check.reason],
        };
      }
      const parsed = checkPayload<IdentityEvent>(identityEventSchema, json);
      if (!parsed.ok) {
        return {
          ok: false,
          reason: 'malformed_event',
          eventId: loggableEventId(json),
          message: json === undefined ? 'The body is not JSON' : `Malformed event: ${parsed.message}`,
        };
      }
      const event = parsed.value;
      return inTransaction(db, async (trx) => {
        const repository = createIdentityEventsRepository(trx);
        const subscriber = await repository.findSubscriberByReference(event.subscriber.reference);
        const id = await repository.insertEvent({
          eventId: event.id,
          type: event.type,
          subscriberReference: event.subscriber.reference,
          accountId: subscriber?.account_id ?? null,
          receivedAt: clock(),
          payload: body,
        });
        if (id === undefined) return { ok: true, received: 'duplicate', eventId: event.id } as const;
        if (!subscriber) return { ok: true, received: 'unmatched', eventId: event.id } as const;
        await jobs.send(PROCESS_IDENTITY_EVENT_JOB, { identityEventId: id }, { db: trx });
        return { ok: true, received: 'accepted', eventId: event.id } as const;
      });
    },

    /**
     * Turns a stored event into its subscriber's alert, with the live event that announces it, in `trx` (the
     * transaction that completes the job process-identity-event). An unmatched or already processed event adds nothing.
     * Returns the account and the alert ids raised (issue 58 point 4: the job mails them in the same transaction).
     */
    async process(
      trx: Kysely<Database>,
      identityEventId: number,
    ): Promise<{ accountId: number; raised: string[] } | undefined> {
      const row = await createIdentityEventsRepository(trx).findEvent(identityEventId);
      if (!row || row.account_id === null) return undefined;
      // parsed again rather than trusted: what is stored is the body as received
      const parsed = checkPayload<IdentityEvent>(identityEventSchema, parseJson(row.payload));
      if (!parsed.ok) throw new Error(`identity event ${identityEventId} no longer parses: ${parsed.message}`);
      const notice = noticeOfEvent(parsed.value, row.id);
      const added = await createNotificationsRepository(trx).addIdentityNotifications(row.account_id, [notice]);
      // the alerts this try raised (none when an earlier one did), for the alert mail
      return { accountId: row.account_id, raised: added > 0 ? [notice.alertId] : [] };
    },
  };
}

export type IdentityEventsService = ReturnType<typeof createIdentityEventsService>;
