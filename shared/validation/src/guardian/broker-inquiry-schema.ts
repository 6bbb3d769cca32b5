import { string, type InferType } from 'yup';

import { deferredSchema } from '../deferred-schema';
import { bodyObject, typeMessage } from '../payload-fields';
import { memberListingMessages } from './member-listing-schema';

// Guardian asks a site it cannot read, by e-mail, whether it holds the person's data and to delete what it holds
// (issue 59 point 2: "not checked" until the member or a reply confirms a listing). The site's answer comes back to
// the request's reply address; a listing it names joins the person's listings.

/** POST /me/personal-data-protection/members/{memberId}/inquiries */
export const brokerInquirySchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    brokerSlug: string()
      .strict()
      .typeError(typeMessage('a string'))
      .max(80, memberListingMessages.brokerRequired)
      .required(memberListingMessages.brokerRequired),
  }),
);
export type BrokerInquiryInput = InferType<typeof brokerInquirySchema>;
