import type { Correction } from '@beacon/validation';

import type { CorrectionRow } from '../repositories/record-corrections-repository';

// A member's correction of a report item as the API sends it (the contract's `correctionSchema`).

export function toCorrectionDto(row: CorrectionRow): Correction {
  return {
    section: row.section,
    value: row.value,
    active: row.active === 1,
    updated: new Date(Number(row.updated_at)).toISOString(),
  };
}
