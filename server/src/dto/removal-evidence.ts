import type { RemovalEvidence } from '@beacon/validation';

import type { EvidenceMeta } from '../repositories/guardian-removal-evidence-repository';

/** A piece of a removal's proof as the API sends it (no ids of other tables, no bytes). */
export function toRemovalEvidenceDto(evidence: EvidenceMeta): RemovalEvidence {
  return {
    id: evidence.id,
    kind: evidence.kind,
    caption: evidence.caption,
    status: evidence.status,
    cause: evidence.cause,
    at: new Date(evidence.at).toISOString(),
    mime: evidence.mime,
  };
}
