import { type InferType } from 'yup';

import { isCalendarDate } from './calendar-date';
import { messages } from './messages';
import { bodyObject, text } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// Personal settings (issue 16 point 1): PATCH /me/profile changes the name, the date of birth (issue 56 point 3: with
// the name, it tells which report is probably the member's own) and the e-mail address (a new address needs the
// current password), POST /me/password changes the password (every other sign-in is ended). The server
// also refuses a new password that is among the most common or that a breach exposed (issue 55 point 4).

export const MIN_PASSWORD_LENGTH = 10;

export const profileMessages = {
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  currentPasswordForEmail: 'Please enter your current password to change your e-mail address.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  newPasswordTooShort: `Your new password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  newPasswordSame: 'Your new password must differ from the current one.',
  // checked by the server only (issue 55 point 4): the list of common passwords is too large for the browser
  newPasswordCommon: 'This password is too common. Choose a less predictable password.',
  newPasswordBreached:
    'This password has appeared in a data breach. Choose a password you have not used anywhere else.',
  emailTaken: 'This e-mail address belongs to another account.',
  birthDateInvalid: 'Please enter your date of birth as a real date in the past.',
};

/** Not only spaces. */
const notBlank = (value: string | undefined) => value === undefined || value.trim().length > 0;

export const updateProfileSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    firstName: text(60)
      .required(profileMessages.firstNameRequired)
      .test('first-name', profileMessages.firstNameRequired, notBlank),
    lastName: text(60)
      .required(profileMessages.lastNameRequired)
      .test('last-name', profileMessages.lastNameRequired, notBlank),
    email: text(254).required(messages.emailInvalid).email(messages.emailInvalid),
    /** YYYY-MM-DD; an empty string forgets it, leaving it out keeps the one given before */
    birthDate: text(10)
      .optional()
      .test(
        'birth-date',
        profileMessages.birthDateInvalid,
        (value) =>
          value === undefined ||
          value === '' ||
          (isCalendarDate(value) && value <= new Date().toISOString().slice(0, 10)),
      ),
    /** needed only when the e-mail address changes */
    currentPassword: text(1024).optional(),
  }),
);

export type UpdateProfileInput = InferType<typeof updateProfileSchema>;

export const changePasswordSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    currentPassword: text(1024).required(profileMessages.currentPasswordRequired),
    newPassword: text(1024)
      .required(profileMessages.newPasswordTooShort)
      .min(MIN_PASSWORD_LENGTH, profileMessages.newPasswordTooShort)
      .test('differs', profileMessages.newPasswordSame, function differs(value) {
        return value === undefined || value !== (this.parent as { currentPassword?: unknown }).currentPassword;
      }),
  }),
);

export type ChangePasswordInput = InferType<typeof changePasswordSchema>;
