import { type InferType } from 'yup';

import { deferredSchema } from '../deferred-schema';
import { bool, dateTime, int, listOf, num, shape, str } from './contract-fields';

// GET /v1/removal-results (issue 59 point 6): Beacon's published removal results, public. Computed from Beacon's own
// removal requests; only brokers with `minRequests` requests or more are in it. Per-broker figures only: nothing of
// any member.

/** A share in [0, 1]. */
const share = () => num().min(0).max(1);

export const removalResultBrokerSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    name: str(),
    domain: str(),
    parent: bool().meta({ description: "the family's parent site: a removal there clears several of its sites" }),
    requests: int().meta({ description: 'removal requests Beacon sent to this broker' }),
    removalRate: share().meta({
      description: 'share of the requests that ended with the listing removed (requests in progress count as not)',
    }),
    medianDaysToRemoval: num()
      .min(0)
      .nullable()
      .meta({ description: 'median days from the request to the removal, one decimal; null when none was removed' }),
    reappearedWithin90DaysRate: share()
      .nullable()
      .meta({
        description:
          'share of the removals at least 90 days old whose listing came back within 90 days; null when no removal ' +
          'is 90 days old yet',
      }),
  }),
);
export type RemovalResultBroker = InferType<typeof removalResultBrokerSchema>;

export const removalResultFamilySchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    family: str()
      .nullable()
      .meta({ description: 'the company running these sites; null for the brokers not known to share an owner' }),
    brokers: listOf(removalResultBrokerSchema).meta({ description: 'the parent site first' }),
  }),
);
export type RemovalResultFamily = InferType<typeof removalResultFamilySchema>;

export const removalResultsResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    computedAt: dateTime(),
    minRequests: int().meta({ description: 'a broker is published from this many requests' }),
    families: listOf(removalResultFamilySchema).meta({
      description: 'families by name, then the brokers without a family (family null) last; empty when none has enough',
    }),
  }),
);
export type RemovalResultsResponse = InferType<typeof removalResultsResponseSchema>;
