import type { MatchIndicator } from '@beacon/api';

/** One field on which a criminal record matched the person, and how ("exact", "partial", "address history"). */
export interface MatchingField {
  item: string;
  label: string;
  method: string;
}

// How members know the indicator items; others are shown with their first letter capitalised.
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  dob: 'DOB',
  address: 'Address',
  ssn: 'SSN',
  phone: 'Phone',
  email: 'Email',
};

function labelOf(item: string): string {
  const known = FIELD_LABELS[item.toLowerCase()];
  if (known) return known;
  const words = item.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A criminal record's matching_fields (spec §3), from its match_indicators in the method order the records give
 * (method_id). An item matched twice is listed once, with its first method.
 */
export function matchingFields(indicators: readonly MatchIndicator[] | null | undefined): MatchingField[] {
  const byMethod = [...(indicators ?? [])].sort((a, b) => a.method_id - b.method_id);
  const seen = new Set<string>();
  const fields: MatchingField[] = [];
  for (const indicator of byMethod) {
    const item = indicator.item.trim().toLowerCase();
    if (!item || seen.has(item)) continue;
    seen.add(item);
    fields.push({ item, label: labelOf(item), method: indicator.method.trim() });
  }
  return fields;
}

/** "Name (exact), DOB (partial), Address (address history)"; "" when nothing matched. */
export function describeMatchingFields(fields: readonly MatchingField[]): string {
  return fields.map((field) => (field.method ? `${field.label} (${field.method})` : field.label)).join(', ');
}
