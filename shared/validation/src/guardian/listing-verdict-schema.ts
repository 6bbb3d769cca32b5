import { mixed, object, string, type InferType } from 'yup';

import { bodyObject, ID_PATTERN, idMessage } from '../payload-fields';
import { LISTING_VERDICT_ANSWERS, type ListingVerdictAnswer } from '../vocabulary/guardian-match';
import { deferredSchema } from '../deferred-schema';

// The member's answer to "Is this you?" about one of a protection member's listings (issue 59 point 3).

export const listingVerdictMessages = {
  verdictRequired: 'Please answer mine, not_mine or undecided.',
} as const;

/** PUT /me/personal-data-protection/members/{memberId}/listings/{listingId}/verdict */
export const listingVerdictSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    verdict: mixed<ListingVerdictAnswer>()
      .oneOf(LISTING_VERDICT_ANSWERS, listingVerdictMessages.verdictRequired)
      .required(listingVerdictMessages.verdictRequired),
  }),
);
export type ListingVerdictInput = InferType<typeof listingVerdictSchema>;

export const memberListingParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    memberId: string().strict().required('memberId is required').matches(ID_PATTERN, idMessage('memberId')),
    listingId: string().strict().required('listingId is required').matches(ID_PATTERN, idMessage('listingId')),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);
export type MemberListingParam = InferType<typeof memberListingParamSchema>;
