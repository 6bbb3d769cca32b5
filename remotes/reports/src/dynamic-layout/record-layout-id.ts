/** The dynamic layout of a report's side column: one per record type (GET /dynamic-layouts/record-person, ...). */
export function recordLayoutId(type: string): string {
  return `record-${type}`;
}
