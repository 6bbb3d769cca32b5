import { array, mixed, object, string, type InferType } from 'yup';

import { messages } from '../messages';
import { bodyObject, closedObject, flag, ID_PATTERN, isIdValue, idMessage, text } from '../payload-fields';
import { NAME_PATTERN } from '../person-search-schema';
import { FAMILY_MEMBER_LIMIT, FAMILY_RELATIONSHIPS, type FamilyRelationship } from '../vocabulary/guardian';
import { isSafeDashboardRedirect, REDIRECT_MESSAGE } from './safe-redirect';
import { builtOnce } from '../built-once';
import { deferredSchema } from '../deferred-schema';

// Guardian's payloads (issue 17): one schema per form, used by the form, the server and the client. The setup form
// and the family add-on's form share the member details; the identity step (the dark web step) has its own.

export const guardianMessages = {
  dobInvalid: 'Please enter a valid date of birth.',
  cityRequired: 'Please enter a city.',
  stateRequired: 'Please choose a state.',
  zipInvalid: 'Please enter a 5-digit zip code.',
  otherNameInvalid: 'Please enter a first and last name, letters only.',
  relationshipRequired: 'Please choose how this person is related to you.',
  familyLimit: `Your family add-on protects up to ${FAMILY_MEMBER_LIMIT} family members.`,
  monitorSomething: 'Add at least one e-mail address to monitor.',
  usernameInvalid: 'Usernames are 2 to 40 letters, digits, dots, dashes or underscores.',
  listingsRequired: 'Choose at least one listing to remove.',
  authorizationRequired: 'Please confirm that you may act for this person.',
  tooMany: (what: string, max: number) => `You can add up to ${max} ${what}.`,
} as const;

export const MAX_OTHER_NAMES = 5;
export const MAX_ADDRESSES = 10;
export const MAX_PHONES = 5;
export const MAX_EMAILS = 5;
export const MAX_USERNAMES = 5;

const personName = (message: string) =>
  text(60)
    .required(message)
    .test('name', message, (value) => value === undefined || (value.trim().length > 0 && NAME_PATTERN.test(value)));

/** A calendar date in the past, YYYY-MM-DD, at most 120 years ago. */
export function isPastIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const now = Date.now();
  return date.getTime() < now && date.getTime() > now - 120 * 365.25 * 24 * 60 * 60 * 1000;
}

export const guardianAddressSchema = /* @__PURE__ */ deferredSchema(() =>
  closedObject({
    street: text(120)
      .required(messages.streetRequired)
      .test('street', messages.streetRequired, (value) => value === undefined || value.trim().length > 0),
    city: text(60)
      .required(guardianMessages.cityRequired)
      .test('city', guardianMessages.cityRequired, (value) => value === undefined || value.trim().length > 0),
    state: text(2)
      .required(guardianMessages.stateRequired)
      .matches(/^[A-Z]{2}$/, guardianMessages.stateRequired),
    zip: text(5)
      .optional()
      .test(
        'zip',
        guardianMessages.zipInvalid,
        (value) => value === undefined || value === '' || /^\d{5}$/.test(value),
      ),
  }),
);

export type GuardianAddress = InferType<typeof guardianAddressSchema>;

const phoneList = (max: number, what: string) =>
  array(
    text(20)
      .required(messages.phoneInvalid)
      .matches(/^\d{10}$/, messages.phoneInvalid),
  )
    .strict()
    .max(max, guardianMessages.tooMany(what, max));

const emailList = (max: number, what: string) =>
  array(text(254).required(messages.emailInvalid).email(messages.emailInvalid))
    .strict()
    .max(max, guardianMessages.tooMany(what, max));

/** What Guardian looks for: the member's name, past names, addresses, phones, e-mails and date of birth. */
const memberDetailsFields = builtOnce(() => ({
  firstName: personName(messages.firstNameRequired),
  middleName: text(60).optional(),
  lastName: personName(messages.lastNameRequired),
  dob: text(10)
    .optional()
    .test('dob', guardianMessages.dobInvalid, (value) => value === undefined || value === '' || isPastIsoDate(value)),
  otherNames: array(
    text(121)
      .required(guardianMessages.otherNameInvalid)
      .test(
        'other-name',
        guardianMessages.otherNameInvalid,
        (value) => value === undefined || (NAME_PATTERN.test(value) && value.trim().split(/\s+/).length >= 2),
      ),
  )
    .strict()
    .max(MAX_OTHER_NAMES, guardianMessages.tooMany('other names', MAX_OTHER_NAMES)),
  addresses: array(guardianAddressSchema)
    .strict()
    .max(MAX_ADDRESSES, guardianMessages.tooMany('addresses', MAX_ADDRESSES)),
  phones: phoneList(MAX_PHONES, 'phone numbers'),
  emails: emailList(MAX_EMAILS, 'e-mail addresses'),
}));

/** The authorized-agent statement (authorizedAgentStatement): only `true` is an answer. */
const authorizedAgent = () => flag().oneOf([true], guardianMessages.authorizationRequired);

/**
 * PATCH /me/personal-data-protection/members/{id}: the setup form and the family member's edit form; a family member
 * added before the statement existed gets it here (`authorizedAgent: true`).
 */
export const protectionMemberDetailsSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({ ...memberDetailsFields(), authorizedAgent: authorizedAgent().optional() }),
);
export type ProtectionMemberDetailsInput = InferType<typeof protectionMemberDetailsSchema>;

/** POST /me/personal-data-protection/members: a family member of the add-on. */
export const addFamilyMemberSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    ...memberDetailsFields(),
    relationship: mixed<FamilyRelationship>()
      .oneOf(FAMILY_RELATIONSHIPS, guardianMessages.relationshipRequired)
      .required(guardianMessages.relationshipRequired),
    authorizedAgent: authorizedAgent().required(guardianMessages.authorizationRequired),
  }),
);
export type AddFamilyMemberInput = InferType<typeof addFamilyMemberSchema>;

/** PUT /me/personal-data-protection/members/{id}/identity: the identity details to monitor (the dark web step). */
export const identityDetailsSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    emails: emailList(MAX_EMAILS, 'e-mail addresses').min(1, guardianMessages.monitorSomething).required(),
    phones: phoneList(MAX_PHONES, 'phone numbers').required(),
    usernames: array(
      text(40)
        .required(guardianMessages.usernameInvalid)
        .matches(/^[A-Za-z0-9._-]{2,40}$/, guardianMessages.usernameInvalid),
    )
      .strict()
      .max(MAX_USERNAMES, guardianMessages.tooMany('usernames', MAX_USERNAMES))
      .required(),
  }),
);
export type IdentityDetailsInput = InferType<typeof identityDetailsSchema>;

/** POST /me/personal-data-protection/enroll: the intermediary-enroll page, with the `redirecturl` it was given. */
export const guardianEnrollSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    redirectUrl: string()
      .strict()
      .optional()
      .test('redirect', REDIRECT_MESSAGE, (value) => value === undefined || isSafeDashboardRedirect(value)),
  }),
);
export type GuardianEnrollInput = InferType<typeof guardianEnrollSchema>;

/** POST /me/personal-data-protection/members/{id}/removals: the listings to ask the brokers to remove. */
export const removalRequestSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    listingIds: array(
      mixed<string | number>()
        .required(idMessage('listingIds[]'))
        .test('id', idMessage('listingIds[]'), (value) => isIdValue(value)),
    )
      .strict()
      .min(1, guardianMessages.listingsRequired)
      .max(200, 'At most 200 listings at once')
      .required(guardianMessages.listingsRequired),
  }),
);
export type RemovalRequestInput = InferType<typeof removalRequestSchema>;

/** The path parameters of a protection member's routes. */
export const memberIdParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    memberId: string().strict().required('memberId is required').matches(ID_PATTERN, idMessage('memberId')),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);
export type MemberIdParam = InferType<typeof memberIdParamSchema>;

export const memberRemovalParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    memberId: string().strict().required('memberId is required').matches(ID_PATTERN, idMessage('memberId')),
    removalId: string().strict().required('removalId is required').matches(ID_PATTERN, idMessage('removalId')),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);
export type MemberRemovalParam = InferType<typeof memberRemovalParamSchema>;

/** An action that takes no input: an empty JSON object, or no body at all. */
export const noBodySchema = /* @__PURE__ */ deferredSchema(() =>
  object({})
    .strict()
    .typeError('The request body must be a JSON object')
    .noUnknown('Unknown field(s) in the request body: ${unknown}')
    .optional(),
);

/** The path parameters of one piece of a removal's proof. */
export const memberRemovalEvidenceParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    memberId: string().strict().required('memberId is required').matches(ID_PATTERN, idMessage('memberId')),
    removalId: string().strict().required('removalId is required').matches(ID_PATTERN, idMessage('removalId')),
    evidenceId: string().strict().required('evidenceId is required').matches(ID_PATTERN, idMessage('evidenceId')),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);
export type MemberRemovalEvidenceParam = InferType<typeof memberRemovalEvidenceParamSchema>;
