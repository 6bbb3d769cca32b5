import { useState } from 'react';
import { Form } from 'react-final-form';

import { useAccount, useChangePassword, useUpdateProfile } from '@beacon/api';
import { Button, Page, TextPlaceholder } from '@beacon/ui';
import { TextField, validateWith } from '@beacon/ui/forms';
import {
  changePasswordSchema,
  updateProfileSchema,
  type ChangePasswordInput,
  type UpdateProfileInput,
} from '@beacon/validation';

import styles from '../../billing-ui/billing.module.css';
import { AlertEmailsSettings } from './alert-emails-settings';
import { submissionErrors } from './submission-errors';

// Default export: React.lazy loads this screen as its own chunk.
export default function MyProfileScreen() {
  const account = useAccount();
  const updateProfile = useUpdateProfile();
  const changePassword = useChangePassword();
  const [saved, setSaved] = useState<string | null>(null);

  async function saveProfile(values: UpdateProfileInput) {
    setSaved(null);
    try {
      await updateProfile.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        birthDate: values.birthDate ?? '',
        ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}),
      });
      setSaved('Your personal details were saved.');
      return undefined;
    } catch (error) {
      return submissionErrors(error, ['email', 'currentPassword']);
    }
  }

  async function savePassword(values: ChangePasswordInput) {
    setSaved(null);
    try {
      await changePassword.mutateAsync(values);
      setSaved('Your password was changed. You are still signed in here; every other sign-in has ended.');
      return undefined;
    } catch (error) {
      return submissionErrors(error, ['currentPassword', 'newPassword']);
    }
  }

  const current = account.data;
  return (
    <Page title="Personal Settings" intro="Your name, date of birth, e-mail address, password and alert e-mails.">
      <div className={styles.stack}>
        {saved ? (
          <p className={styles.success} role="status">
            {saved}
          </p>
        ) : null}
        {account.isPending ? <TextPlaceholder size="sentence" /> : null}
        {account.isError ? (
          <p className={styles.error} role="alert">
            Your account could not be loaded. Please try again.
          </p>
        ) : null}
        {current ? (
          <Form<UpdateProfileInput>
            onSubmit={saveProfile}
            validate={validateWith(updateProfileSchema)}
            initialValues={{
              firstName: current.first_name,
              lastName: current.last_name,
              birthDate: current.birth_date ?? '',
              email: current.email,
            }}
          >
            {({ handleSubmit, submitting, submitError, values }) => (
              <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="details-title">
                <h2 id="details-title">Your details</h2>
                {submitError ? (
                  <p className={styles.error} role="alert">
                    {String(submitError)}
                  </p>
                ) : null}
                <div className={styles.row}>
                  <TextField name="firstName" label="First name" autoComplete="given-name" />
                  <TextField name="lastName" label="Last name" autoComplete="family-name" />
                </div>
                <TextField name="birthDate" label="Date of birth" type="date" autoComplete="bday" />
                <p className={styles.muted}>With your name, it tells us which report is probably yours.</p>
                <TextField name="email" label="E-mail address" type="email" autoComplete="email" />
                {values.email?.trim().toLowerCase() !== current.email ? (
                  <TextField
                    name="currentPassword"
                    label="Current password (to confirm a new e-mail address)"
                    type="password"
                    autoComplete="current-password"
                  />
                ) : null}
                <p className={styles.muted}>
                  Member ID {current.id}
                  {current.pin ? ` · PIN ${current.pin}` : ''}
                </p>
                <div>
                  <Button type="submit" disabled={submitting}>
                    {submitting ? 'Saving…' : 'Save Details'}
                  </Button>
                </div>
              </form>
            )}
          </Form>
        ) : null}
        <Form<ChangePasswordInput> onSubmit={savePassword} validate={validateWith(changePasswordSchema)}>
          {({ handleSubmit, submitting, submitError, form }) => (
            <form
              className={styles.form}
              onSubmit={(event) => {
                void handleSubmit(event)?.then(() => {
                  if (!form.getState().submitFailed) form.restart();
                });
              }}
              noValidate
              aria-labelledby="password-title"
            >
              <h2 id="password-title">Change password</h2>
              {submitError ? (
                <p className={styles.error} role="alert">
                  {String(submitError)}
                </p>
              ) : null}
              <TextField
                name="currentPassword"
                label="Current password"
                type="password"
                autoComplete="current-password"
              />
              <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" />
              <p className={styles.muted}>
                At least 10 characters, not a common password and not one you use anywhere else. Every other sign-in
                will end.
              </p>
              <div>
                <Button type="submit" disabled={submitting}>
                  {submitting ? 'Saving…' : 'Change Password'}
                </Button>
              </div>
            </form>
          )}
        </Form>
        <AlertEmailsSettings />
      </div>
    </Page>
  );
}
