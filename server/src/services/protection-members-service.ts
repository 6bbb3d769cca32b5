import type { Kysely } from 'kysely';

import {
  FAMILY_MEMBER_LIMIT,
  guardianMessages,
  type AddFamilyMemberInput,
  type IdentityDetailsInput,
  type ProtectionMemberDetailsInput,
  type ProtectionMemberStatus,
} from '@beacon/validation';

import type { Database } from '../db/schema';
import { conflict, invalid, notFound, paymentRequired } from '../domain/errors';
import { EMPTY_DETAILS, parseProtectionDetails, type ProtectionDetails } from '../domain/guardian/protection-details';
import { createAccountsRepository, parseAccountData } from '../repositories/accounts-repository';
import { createGuardianListingsRepository } from '../repositories/guardian-listings-repository';
import { createGuardianScansRepository } from '../repositories/guardian-scans-repository';
import { createGuardianScoresRepository } from '../repositories/guardian-scores-repository';
import { createMembershipsRepository } from '../repositories/memberships-repository';
import {
  createProtectionMembersRepository,
  type ProtectionMemberRow,
} from '../repositories/protection-members-repository';
import { createRecordsRepository } from '../repositories/records-repository';
import type { GuardianScans } from './guardian-scans';
import type { GuardianSubjects } from './guardian-subjects';
import { RECORD_NOT_FOUND } from './records-service';

export const GUARDIAN_REQUIRED = 'Guardian is required';
export const GUARDIAN_ITEM = 'guardian';
export const FAMILY_ADDON_REQUIRED = 'The Guardian family add-on is required';
export const FAMILY_ADDON_ITEM = 'guardian_family_addon';
export const ONLY_CONFIRMED_REPORT = 'Only the report you confirmed as your own can be your protection member';
export const PROTECTION_MEMBER_NOT_FOUND = 'Protection member not found';
export const CONFIRM_REPORT_FIRST = 'Confirm which report is yours before Guardian can protect you';
export const SELF_NOT_REMOVABLE = 'Your own protection cannot be removed; cancel Guardian in Membership Settings';

const MAX_DATA_ATTEMPTS = 5;

export interface MemberSummary {
  score: number | null;
  exposures: number;
  removed: number;
  scanStatus: string | null;
}

// Guardian's protection members (spec §3, §4; issue 17 points 5–7): the self member (from the report the member
// confirmed as their own), the family members of the add-on, what Guardian looks for about each, and enrolment.
// Every read and write is by account: another account's member is "not found".
export function createProtectionMembersService(options: {
  db: Kysely<Database>;
  subjects: GuardianSubjects;
  /** queues a scan with its job */
  scans: GuardianScans;
  clock: () => number;
}) {
  const { db, subjects, scans: guardianScans, clock } = options;
  const members = createProtectionMembersRepository(db);
  const records = createRecordsRepository(db);
  const accounts = createAccountsRepository(db);
  const memberships = createMembershipsRepository(db);

  async function requireGuardian(accountId: number): Promise<void> {
    if ((await memberships.balances(accountId, clock())).guardian !== null)
      throw paymentRequired(GUARDIAN_REQUIRED, GUARDIAN_ITEM);
  }

  async function familyLimit(accountId: number): Promise<number> {
    const balances = await memberships.balances(accountId, clock());
    return balances.guardian === null && balances.guardian_family_addon === null ? FAMILY_MEMBER_LIMIT : 0;
  }

  async function own(accountId: number, memberId: number): Promise<ProtectionMemberRow> {
    const member = await members.find(accountId, memberId);
    if (!member) throw notFound(PROTECTION_MEMBER_NOT_FOUND);
    return member;
  }

  /** The account's `data.dark_web_data_added` is set: the finish-scan banner (spec §4) has done its job. */
  async function markDarkWebDataAdded(accountId: number): Promise<void> {
    for (let attempt = 0; attempt < MAX_DATA_ATTEMPTS; attempt += 1) {
      const account = await accounts.findById(accountId);
      if (!account) return;
      const data = parseAccountData(account.data);
      if (data.dark_web_data_added === true) return;
      if (await accounts.replaceData(accountId, account.data, { ...data, dark_web_data_added: true }, clock())) return;
    }
    throw conflict('The account changed while saving; please try again');
  }

  function detailsOf(input: ProtectionMemberDetailsInput, current: ProtectionDetails): ProtectionDetails {
    return {
      ...current,
      middleName: input.middleName?.trim() ?? '',
      dob: input.dob ? input.dob : null,
      otherNames: (input.otherNames ?? []).map((name) => name.trim().replace(/\s+/g, ' ')),
      addresses: (input.addresses ?? []).map((address) => ({
        street: address.street.trim(),
        city: address.city.trim(),
        state: address.state,
        zip: address.zip ?? '',
      })),
      phones: [...new Set(input.phones ?? [])],
      emails: [...new Set((input.emails ?? []).map((email) => email.trim().toLowerCase()))],
    };
  }

  /** Enrols the member (status moves on from setup_required) and queues their first scan unless they have one. */
  async function enrollMember(member: ProtectionMemberRow, to: ProtectionMemberStatus): Promise<void> {
    const now = clock();
    await members.advanceStatus(member.id, ['setup_required'], to, now, { enrolledAt: now });
    if (!(await createGuardianScansRepository(db).latest(member.id))) {
      await guardianScans.queue(db, member.id, 'initial', now);
    }
  }

  return {
    familyLimit,

    /** The account's members with their latest results, and how many family members the add-on allows. */
    async list(accountId: number): Promise<{ rows: Array<ProtectionMemberRow & MemberSummary>; familyLimit: number }> {
      const rows = await members.list(accountId);
      const ids = rows.map((row) => row.id);
      const [counts, scores, scans] = await Promise.all([
        createGuardianListingsRepository(db).countsOf(ids),
        createGuardianScoresRepository(db).latestOf(ids),
        createGuardianScansRepository(db).latestOf(ids),
      ]);
      const scanOf = new Map(scans.map((scan) => [Number(scan.member_id), scan.status]));
      return {
        rows: rows.map((row) => ({
          ...row,
          score: scores.get(row.id) ?? null,
          exposures: counts.get(row.id)?.exposures ?? 0,
          removed: counts.get(row.id)?.removed ?? 0,
          scanStatus: scanOf.get(row.id) ?? null,
        })),
        familyLimit: await familyLimit(accountId),
      };
    },

    async find(accountId: number, memberId: number): Promise<ProtectionMemberRow> {
      return own(accountId, memberId);
    },

    /** Adds the self member (setup required) or points the existing one at the confirmed record. */
    async enrollSelf(accountId: number, recordId: number): Promise<ProtectionMemberRow> {
      const record = await records.find(accountId, recordId);
      if (!record) throw notFound(RECORD_NOT_FOUND);
      await requireGuardian(accountId);
      const account = await accounts.findById(accountId);
      const confirmed = parseAccountData(account?.data ?? '{}').customers_report as { record_id?: unknown } | undefined;
      if (record.type !== 'person' || record.pointer === null || Number(confirmed?.record_id) !== record.id) {
        throw invalid(ONLY_CONFIRMED_REPORT);
      }
      const name = JSON.parse(record.data) as { name?: { first?: string; last?: string } };
      const person = await subjects.personOfPointer(record.pointer);
      const before = await members.self(accountId);
      const member = await members.upsertSelf(
        accountId,
        {
          recordId: record.id,
          firstName: name.name?.first ?? '',
          lastName: name.name?.last ?? '',
          pointer: record.pointer,
          details: person ? await subjects.detailsFromPerson(person) : EMPTY_DETAILS,
        },
        clock(),
      );
      // an enrolled member who confirmed another report is looked for again as that person
      if (before && before.record_id !== record.id && member.status !== 'setup_required') {
        await guardianScans.queue(db, member.id, 'manual', clock());
      }
      return member;
    },

    /**
     * The intermediary-enroll page: the self member is enrolled and its first scan queued; the page then goes to
     * the checked redirect, or to the member's Guardian report.
     */
    async enroll(accountId: number, redirectUrl: string | undefined) {
      await requireGuardian(accountId);
      const self = await members.self(accountId);
      if (!self) throw conflict(CONFIRM_REPORT_FIRST);
      await enrollMember(self, 'enrolled');
      const member = await own(accountId, self.id);
      return {
        member,
        redirectTo:
          redirectUrl ??
          (member.record_id === null
            ? '/dashboard/guardian/online-protection/setup'
            : `/dashboard/guardian/report/${accountId}/person/${member.record_id}`),
      };
    },

    async addFamily(accountId: number, input: AddFamilyMemberInput): Promise<ProtectionMemberRow> {
      const limit = await familyLimit(accountId);
      if (limit === 0) throw paymentRequired(FAMILY_ADDON_REQUIRED, FAMILY_ADDON_ITEM);
      return db.transaction().execute(async (trx) => {
        // one add at a time per account, so two at once cannot pass the limit together
        await createAccountsRepository(trx).lock(accountId);
        const inTrx = createProtectionMembersRepository(trx);
        if ((await inTrx.countFamily(accountId)) >= limit) throw conflict(guardianMessages.familyLimit);
        const now = clock();
        const member = await inTrx.insertFamily(
          accountId,
          {
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            relationship: input.relationship,
            details: detailsOf(input, EMPTY_DETAILS),
            // the schema takes only `true`: the member stated they may act for this person
            authorizedAt: now,
          },
          now,
        );
        await guardianScans.queue(trx, member.id, 'initial', now);
        return member;
      });
    },

    /** What Guardian looks for about the member; an enrolled member is scanned again with it. */
    async update(
      accountId: number,
      memberId: number,
      input: ProtectionMemberDetailsInput,
    ): Promise<ProtectionMemberRow> {
      const member = await own(accountId, memberId);
      const details = detailsOf(input, parseProtectionDetails(member.details));
      // a family member added before the authorized-agent statement existed gets it here; the first one is kept
      const authorize = input.authorizedAgent === true && member.is_self === 0 && member.authorized_at === null;
      const now = clock();
      const updated = await members.updateDetails(
        accountId,
        memberId,
        {
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          details,
          ...(authorize ? { authorizedAt: now } : {}),
        },
        now,
      );
      if (!updated) throw notFound(PROTECTION_MEMBER_NOT_FOUND);
      if (updated.status !== 'setup_required') {
        await guardianScans.queue(db, memberId, 'manual', clock());
      }
      return updated;
    },

    async removeFamily(accountId: number, memberId: number): Promise<void> {
      const member = await own(accountId, memberId);
      if (member.is_self === 1) throw invalid(SELF_NOT_REMOVABLE);
      if (!(await members.deleteFamily(accountId, memberId))) throw notFound(PROTECTION_MEMBER_NOT_FOUND);
    },

    /** The identity details to monitor (the dark web step): the member is active, the banner's setup is done. */
    async putIdentity(accountId: number, memberId: number, input: IdentityDetailsInput): Promise<ProtectionMemberRow> {
      const member = await own(accountId, memberId);
      await requireGuardian(accountId);
      const details = parseProtectionDetails(member.details);
      const monitored = {
        emails: [...new Set(input.emails.map((email) => email.trim().toLowerCase()))],
        phones: [...new Set(input.phones)],
        usernames: [...new Set(input.usernames.map((name) => name.trim()))],
      };
      await members.updateDetails(
        accountId,
        memberId,
        { firstName: member.first_name, lastName: member.last_name, details: { ...details, monitored } },
        clock(),
      );
      if (member.status === 'setup_required') await enrollMember(member, 'active');
      else await members.advanceStatus(member.id, ['enrolled'], 'active', clock());
      if (member.is_self === 1) await markDarkWebDataAdded(accountId);
      return own(accountId, memberId);
    },

    /** Usage ids of the account's protected records ("Activated" on record cards, spec §2.4). */
    usageByRecord: (accountId: number) => members.usageByRecord(accountId),
  };
}

export type ProtectionMembersService = ReturnType<typeof createProtectionMembersService>;
