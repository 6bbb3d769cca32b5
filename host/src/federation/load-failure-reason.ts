// Why a remote's file failed to load, as a report names it (issue 60). Finding the reason (classify-load-failure.ts)
// fetches and hashes the file again: it is a chunk of its own, loaded only when a load has failed.

export type LoadFailureReason = 'integrity' | 'network' | 'unknown';

export interface LoadFailureClassification {
  reason: LoadFailureReason;
  /** the file that failed, when the error names one */
  url?: string;
}

/** How a report names the cause. */
export function describeReason({ reason, url }: LoadFailureClassification): string {
  const file = url ? new URL(url, window.location.href).pathname : 'a file';
  if (reason === 'integrity') return `integrity: ${file} is not the file its release recorded (SHA-384)`;
  if (reason === 'network') return `network: ${file} could not be loaded`;
  return 'load failed (integrity or network)';
}
