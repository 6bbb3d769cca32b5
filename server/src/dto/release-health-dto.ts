import { RELEASE_COHORTS, type ReleaseCohort, type ReleaseHealthResponse } from '@beacon/validation';

import type { RemoteHealth } from '../repositories/release-health-repository';

// GET /v1/release-health/{remote}: the repository's figures onto the contract (releaseHealthResponseSchema).

const isCohort = (value: string): value is ReleaseCohort => (RELEASE_COHORTS as readonly string[]).includes(value);

export function toReleaseHealthResponse(
  remote: string,
  since: number,
  asOf: number,
  health: RemoteHealth,
): ReleaseHealthResponse {
  return {
    remote,
    since: new Date(since).toISOString(),
    asOf: new Date(asOf).toISOString(),
    lastReceivedAt: health.lastReceivedAt === null ? null : new Date(health.lastReceivedAt).toISOString(),
    // every stored cohort passed the batch schema; a row of another kind would not be one of the contract's
    versions: health.figures.flatMap(({ cohort, ...figures }) => (isCohort(cohort) ? [{ ...figures, cohort }] : [])),
  };
}
