import { useState } from 'react';
import { Form } from 'react-final-form';

import { isApiError, postOptOut, type OptOutRequest } from '@beacon/api';
import { Button, Page } from '@beacon/ui';
import { TextField, validateWith } from '@beacon/ui/forms';
import { messages, optOutSchema } from '@beacon/validation';

import styles from './opt-out.module.css';

// Default export: React.lazy loads this page as its own chunk.
export default function OptOutPage() {
  const [received, setReceived] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: OptOutRequest) {
    setFailure(null);
    try {
      const answer = await postOptOut({ ...values, email: values.email.trim() });
      setReceived(answer.message);
    } catch (error) {
      setFailure(
        isApiError(error) && error.statusCode === 429
          ? 'Too many requests from your network. Please try again later.'
          : isApiError(error) && error.statusCode === 400
            ? error.message
            : messages.loginFailed,
      );
    }
  }

  return (
    <Page
      title="Opt Out"
      intro="Ask us to remove your record from Beacon's search results. Enter your name as it appears in public records and your date of birth. We will e-mail you a link to confirm the request."
    >
      {received ? (
        <p className={styles.received} role="status">
          {received}
        </p>
      ) : (
        <Form<OptOutRequest> onSubmit={submit} validate={validateWith(optOutSchema)}>
          {({ handleSubmit, submitting }) => (
            <form className={styles.form} onSubmit={handleSubmit} noValidate>
              {failure ? (
                <p className={styles.failure} role="alert">
                  {failure}
                </p>
              ) : null}
              <TextField name="firstName" label="First name" autoComplete="given-name" required />
              <TextField name="lastName" label="Last name" autoComplete="family-name" required />
              <TextField name="dob" label="Date of birth" type="date" autoComplete="bday" required />
              <TextField
                name="email"
                label="Email (to confirm your request)"
                type="email"
                autoComplete="email"
                required
              />
              <Button type="submit" className={styles.submit} disabled={submitting}>
                {submitting ? 'Sending…' : 'Remove My Record'}
              </Button>
            </form>
          )}
        </Form>
      )}
    </Page>
  );
}
