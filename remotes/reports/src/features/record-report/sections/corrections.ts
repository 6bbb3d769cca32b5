import type { RecordReport } from '@beacon/api';

/** The id of one report item, `<section>.<field>.<index>` (e.g. `contact.phones.0`), as the corrections API takes it. */
export function itemIdOf(section: string, field: string, index: number): string {
  return `${section}.${field}.${index}`;
}

/** The member's correction of an item while it is active (a restored item shows its original again). */
export function activeCorrection(report: RecordReport, itemId: string): string | undefined {
  const correction = report.corrections[itemId];
  return correction?.active ? correction.value : undefined;
}
