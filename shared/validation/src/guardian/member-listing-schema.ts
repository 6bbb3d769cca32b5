import { array, mixed, string, type InferType } from 'yup';

import { bodyObject, typeMessage } from '../payload-fields';
import { deferredSchema } from '../deferred-schema';
import { EXPOSED_FIELDS, type ExposedField } from '../vocabulary/guardian';

// A listing the member found themselves on a site Guardian cannot read (issue 59 point 2): the member gives the
// address of the listing page, which must be on that site, and ticks what the page shows (nobody but the member has
// read it: what the site usually shows is no evidence of what this page shows); Guardian then asks the site to remove
// it by its letter.

export const memberListingMessages = {
  brokerRequired: 'Choose the site you found the listing on.',
  urlRequired: 'Paste the address of the listing page.',
  urlInvalid: 'Paste the full address of the listing page, starting with https://',
  showsRequired: 'Tick what the listing page shows.',
} as const;

/** The site a request is about, by its catalog slug (which the server looks up). */
export const brokerSlugField = () =>
  string()
    .strict()
    .typeError(typeMessage('a string'))
    .max(80, memberListingMessages.brokerRequired)
    .required(memberListingMessages.brokerRequired);

/** Whether `value` is an absolute http(s) address without credentials: the address of a page on a broker's site. */
export function isListingPageUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
}

/** POST /me/personal-data-protection/members/{memberId}/listings */
export const memberListingSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    brokerSlug: brokerSlugField(),
    url: string()
      .strict()
      .typeError(typeMessage('a string'))
      .trim(memberListingMessages.urlInvalid)
      .max(2000, 'The address must be at most 2000 characters')
      .required(memberListingMessages.urlRequired)
      .test('url', memberListingMessages.urlInvalid, (value) => value === undefined || isListingPageUrl(value)),
    shows: array(
      mixed<ExposedField>()
        .oneOf(EXPOSED_FIELDS, memberListingMessages.showsRequired)
        .required(memberListingMessages.showsRequired),
    )
      .strict()
      .min(1, memberListingMessages.showsRequired)
      .max(EXPOSED_FIELDS.length, memberListingMessages.showsRequired)
      .required(memberListingMessages.showsRequired),
  }),
);
export type MemberListingInput = InferType<typeof memberListingSchema>;
