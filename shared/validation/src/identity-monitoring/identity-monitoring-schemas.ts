import { array, object, string, type InferType } from 'yup';

import { isValidCardNumber } from '../card-schema';
import { messages } from '../messages';
import { bodyObject, flag, ID_PATTERN, idMessage, text } from '../payload-fields';
import { NAME_PATTERN } from '../person-search-schema';
import { MAX_MONITORED_PER_KIND, PASSWORD_RANGE_PREFIX_LENGTH } from '../vocabulary/identity-monitoring';
import { deferredSchema } from '../deferred-schema';

// Identity and dark web monitoring payloads (spec §7, issue 18): one schema per form and body, used by the screens,
// the server and the client.

export const identityMessages = {
  firstNameRequired: messages.firstNameRequired,
  lastNameRequired: messages.lastNameRequired,
  somethingToChange: 'Send a name or privateMode to change.',
  somethingToMonitor: 'Add at least one item to monitor.',
  ssnInvalid: 'Please enter the last 4 digits of the Social Security number.',
  cardInvalid: 'Please enter a valid card number.',
  usernameInvalid: 'Usernames are 2 to 40 letters, digits, dots, dashes or underscores.',
  tooMany: `You can monitor up to ${MAX_MONITORED_PER_KIND} of each kind.`,
  prefixInvalid: `The prefix must be the first ${PASSWORD_RANGE_PREFIX_LENGTH} hexadecimal characters of a SHA-1 hash.`,
} as const;

const name = (message: string) =>
  text(60)
    .required(message)
    .test('name', message, (value) => value === undefined || (value.trim().length > 0 && NAME_PATTERN.test(value)));

/** POST /me/identity-monitoring/members: another person to monitor (identity monitoring plans). */
export const addIdentityMemberSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    firstName: name(identityMessages.firstNameRequired),
    lastName: name(identityMessages.lastNameRequired),
    privateMode: flag().optional(),
  }),
);
export type AddIdentityMemberInput = InferType<typeof addIdentityMemberSchema>;

/** PATCH /me/identity-monitoring/members/{id}: a new name, or private mode on or off (spec §4). */
export const patchIdentityMemberSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    firstName: name(identityMessages.firstNameRequired).optional(),
    lastName: name(identityMessages.lastNameRequired).optional(),
    privateMode: flag().optional(),
  }).test('something', identityMessages.somethingToChange, (value) =>
    Boolean(
      value && (value.firstName !== undefined || value.lastName !== undefined || value.privateMode !== undefined),
    ),
  ),
);
export type PatchIdentityMemberInput = InferType<typeof patchIdentityMemberSchema>;

const list = <T extends ReturnType<typeof text>>(item: T) =>
  array(item).strict().max(MAX_MONITORED_PER_KIND, identityMessages.tooMany).optional();

/**
 * PATCH /me/identity-monitoring/members/{memberId}/monitored-data `{ data }`: items to add to what is watched. The
 * server keeps only a keyed hash and a masked form of each; the clear value never reaches its storage or logs.
 */
export const monitoredDataPatchSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    data: object({
      emails: list(text(254).required(messages.emailInvalid).email(messages.emailInvalid)),
      phones: list(
        text(20)
          .required(messages.phoneInvalid)
          .matches(/^\d{10}$/, messages.phoneInvalid),
      ),
      usernames: list(
        text(40)
          .required(identityMessages.usernameInvalid)
          .matches(/^[A-Za-z0-9._-]{2,40}$/, identityMessages.usernameInvalid),
      ),
      ssnLast4: text(4)
        .optional()
        .matches(/^\d{4}$/, identityMessages.ssnInvalid),
      cards: list(
        text(23)
          .required(identityMessages.cardInvalid)
          .test('card', identityMessages.cardInvalid, (value) => value === undefined || isValidCardNumber(value)),
      ),
    })
      .strict()
      .noUnknown('Unknown field(s) in data: ${unknown}')
      .required('data is required')
      .test('something', identityMessages.somethingToMonitor, (value) =>
        Boolean(
          value &&
          ((value.emails?.length ?? 0) > 0 ||
            (value.phones?.length ?? 0) > 0 ||
            (value.usernames?.length ?? 0) > 0 ||
            value.ssnLast4 !== undefined ||
            (value.cards?.length ?? 0) > 0),
        ),
      ),
  }),
);
export type MonitoredDataPatchInput = InferType<typeof monitoredDataPatchSchema>;

export const identityMemberParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    memberId: string().strict().required('memberId is required').matches(ID_PATTERN, idMessage('memberId')),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);
export type IdentityMemberParam = InferType<typeof identityMemberParamSchema>;

export const monitoredDataParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    memberId: string().strict().required('memberId is required').matches(ID_PATTERN, idMessage('memberId')),
    suffix: string().strict().required('suffix is required').matches(ID_PATTERN, idMessage('suffix')),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);
export type MonitoredDataParam = InferType<typeof monitoredDataParamSchema>;

/** GET /breaches/passwords/range/{prefix}: the first 5 hex characters of a password's SHA-1, never more. */
export const passwordRangeParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    prefix: string()
      .strict()
      .required(identityMessages.prefixInvalid)
      .matches(new RegExp(`^[0-9A-Fa-f]{${PASSWORD_RANGE_PREFIX_LENGTH}}$`), identityMessages.prefixInvalid),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);
export type PasswordRangeParam = InferType<typeof passwordRangeParamSchema>;
