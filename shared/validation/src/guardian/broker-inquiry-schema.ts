import type { InferType } from 'yup';

import { deferredSchema } from '../deferred-schema';
import { bodyObject } from '../payload-fields';
import { brokerSlugField } from './member-listing-schema';

// Guardian asks a site it cannot read, by e-mail, whether it holds the person's data and to delete what it holds
// (issue 59 point 2: "not checked" until the member or a reply confirms a listing). The site's answer comes back to
// the request's reply address; a listing it names joins the person's listings.

/** POST /me/personal-data-protection/members/{memberId}/inquiries */
export const brokerInquirySchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    brokerSlug: brokerSlugField(),
  }),
);
export type BrokerInquiryInput = InferType<typeof brokerInquirySchema>;
