/** The stack of whatever was thrown or rejected, when it has one (where an unhandled error came from). */
export function stackOf(thrown: unknown): string | undefined {
  if (thrown instanceof Error) return thrown.stack;
  if (typeof thrown === 'object' && thrown !== null && 'stack' in thrown && typeof thrown.stack === 'string') {
    return thrown.stack;
  }
  return undefined;
}
