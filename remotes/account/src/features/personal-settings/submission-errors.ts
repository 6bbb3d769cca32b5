import { FORM_ERROR, type SubmissionErrors } from 'final-form';

import { isApiError } from '@beacon/api';
import { profileMessages } from '@beacon/validation';

// A refusal of the server that is about one field is shown under that field, where the member is looking (a new
// password too common or breached, a wrong current password, an address taken); anything else (too many tries, a
// failure) is shown above the form. The server's messages are the shared ones, so they are matched exactly.

const FIELD_OF_MESSAGE: ReadonlyMap<string, string> = new Map([
  [profileMessages.currentPasswordRequired, 'currentPassword'],
  [profileMessages.currentPasswordForEmail, 'currentPassword'],
  [profileMessages.currentPasswordWrong, 'currentPassword'],
  [profileMessages.newPasswordTooShort, 'newPassword'],
  [profileMessages.newPasswordSame, 'newPassword'],
  [profileMessages.newPasswordCommon, 'newPassword'],
  [profileMessages.newPasswordBreached, 'newPassword'],
  [profileMessages.emailTaken, 'email'],
]);

const FAILED = 'Your change could not be saved. Please try again.';

/** The errors of a refused submission, for react-final-form: under one of `fields` when the message is about it. */
export function submissionErrors(error: unknown, fields: readonly string[]): SubmissionErrors {
  if (!isApiError(error)) return { [FORM_ERROR]: FAILED };
  const field = FIELD_OF_MESSAGE.get(error.message);
  return field && fields.includes(field) ? { [field]: error.message } : { [FORM_ERROR]: error.message };
}
