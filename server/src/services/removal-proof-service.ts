import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { notFound } from '../domain/errors';
import { createGuardianBrokersRepository } from '../repositories/guardian-brokers-repository';
import { createGuardianListingsRepository } from '../repositories/guardian-listings-repository';
import {
  createGuardianRemovalEvidenceRepository,
  type EvidenceMeta,
} from '../repositories/guardian-removal-evidence-repository';
import { REMOVAL_NOT_FOUND } from './guardian-protection-service';
import type { ProtectionMembersService } from './protection-members-service';
import { renderRemovalProofPdf } from './removal-proof-pdf';

export const EVIDENCE_NOT_FOUND = 'Evidence not found';

// The proof of a removal for the member who asked for it (issue 59 point 4): the list of what was recorded, one
// capture's bytes, and the whole as a PDF. A member reaches only the removals of their own protection members: another
// account's member, a removal of another member or a piece of another removal is a 404, as for the letters.
export function createRemovalProofService(options: {
  db: Kysely<Database>;
  members: Pick<ProtectionMembersService, 'find'>;
  clock: () => number;
}) {
  const { db, members, clock } = options;

  async function ownRemoval(accountId: number, memberId: number, removalId: number) {
    const member = await members.find(accountId, memberId);
    const found = await createGuardianListingsRepository(db).removal(member.id, removalId);
    if (!found) throw notFound(REMOVAL_NOT_FOUND);
    return { member, ...found };
  }

  return {
    /** What was recorded of a removal, in time order, without the bytes. */
    async evidence(accountId: number, memberId: number, removalId: number): Promise<EvidenceMeta[]> {
      const { removal } = await ownRemoval(accountId, memberId, removalId);
      return createGuardianRemovalEvidenceRepository(db).forRemoval(removal.id);
    },

    /** One piece's content with its type (a capture to show, a letter, a reply). */
    async content(accountId: number, memberId: number, removalId: number, evidenceId: number) {
      const { member, removal } = await ownRemoval(accountId, memberId, removalId);
      const found = await createGuardianRemovalEvidenceRepository(db).content(member.id, evidenceId);
      if (!found || found.removalId !== removal.id) throw notFound(EVIDENCE_NOT_FOUND);
      return { mime: found.mime, content: found.content };
    },

    /** The proof bundle as a PDF, named after the request's reference. */
    async pdf(accountId: number, memberId: number, removalId: number): Promise<{ pdf: Buffer; fileName: string }> {
      const { member, listing, removal } = await ownRemoval(accountId, memberId, removalId);
      const [brokers, evidence] = await Promise.all([
        createGuardianBrokersRepository(db).list(),
        createGuardianRemovalEvidenceRepository(db).forRemovalWithContent(removal.id),
      ]);
      const broker = brokers.find((entry) => entry.slug === listing.broker_slug);
      const pdf = await renderRemovalProofPdf({
        brokerName: broker?.name ?? listing.broker_slug,
        listingUrl: listing.url,
        reference: removal.reference,
        person: { firstName: member.first_name, lastName: member.last_name },
        evidence,
        madeAt: clock(),
      });
      // the reference is GRD- and letters and digits; anything else is dropped so the header stays a plain token
      return { pdf, fileName: `removal-proof-${removal.reference.replace(/[^A-Za-z0-9-]/g, '')}.pdf` };
    },
  };
}

export type RemovalProofService = ReturnType<typeof createRemovalProofService>;
