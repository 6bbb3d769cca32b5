import { FORM_ERROR } from 'final-form';
import { useMemo, useState } from 'react';
import { Field, Form } from 'react-final-form';

import { isApiError, useAccount, usePostContactMessage, type Account } from '@beacon/api';
import { Button, Page } from '@beacon/ui';
import { SelectField, TextField, validateWith } from '@beacon/ui/forms';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
  contactMessageSchema,
  type ContactMessageInput,
} from '@beacon/validation';

import { useSupportContact } from '../chrome/use-support-contact';
import styles from './pages.module.css';

const TOPIC_OPTIONS = [{ value: '', label: 'Choose a topic' }, ...CONTACT_TOPICS];

/** The signed-in member's name and e-mail, as the form's starting values (cut to the fields' caps). */
export function contactInitialValues(account: Account | undefined): Partial<ContactMessageInput> {
  if (!account) return {};
  const name = [account.first_name, account.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return { name: name.slice(0, CONTACT_NAME_MAX), email: account.email.slice(0, CONTACT_EMAIL_MAX) };
}

// Default export: React.lazy loads this page as its own chunk.
export default function ContactPage() {
  const support = useSupportContact();
  const send = usePostContactMessage();
  // the header has already asked for the account, so this is usually answered from the cache
  const account = useAccount();
  const initialValues = useMemo(() => contactInitialValues(account.data), [account.data]);
  const [sent, setSent] = useState<{ id: number; message: string } | null>(null);

  // What the member typed is sent as text and only ever shown as a field's value (React escapes it); a refusal, such
  // as the daily cap's 429 with the support phone, is shown as the server words it.
  async function submit(values: ContactMessageInput) {
    try {
      const answer = await send.mutateAsync({
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
      });
      setSent({ id: answer.id, message: answer.message });
      return undefined;
    } catch (error) {
      return {
        [FORM_ERROR]: isApiError(error) ? error.message : 'Your message could not be sent. Please try again.',
      };
    }
  }

  return (
    <Page title="Contact Us" intro="Friendly Member Care is here to help.">
      <div className={styles.stack}>
        <p>
          Call <a href={support.telHref}>{support.phone ?? 'Member Care'}</a>, {support.hours}.
        </p>
        {sent ? (
          <div className={styles.success} role="status">
            <p>{sent.message}</p>
            <p>Your reference number is {sent.id}.</p>
          </div>
        ) : (
          <Form<ContactMessageInput>
            onSubmit={submit}
            validate={validateWith(contactMessageSchema)}
            initialValues={initialValues}
            // the account can arrive after the member started typing: what they typed stays
            keepDirtyOnReinitialize
          >
            {({ handleSubmit, submitting, submitError, errors, submitFailed }) => (
              <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="contact-form-title">
                <h2 id="contact-form-title">Write to us</h2>
                {submitError ? (
                  <p className={styles.error} role="alert">
                    {String(submitError)}
                  </p>
                ) : null}
                <TextField name="name" label="Your name" autoComplete="name" maxLength={CONTACT_NAME_MAX} />
                <TextField
                  name="email"
                  label="E-mail address"
                  type="email"
                  autoComplete="email"
                  maxLength={CONTACT_EMAIL_MAX}
                />
                <SelectField name="topic" label="Topic" options={TOPIC_OPTIONS} />
                {submitFailed && errors?.topic ? (
                  <p className={styles.error} role="alert">
                    {String(errors.topic)}
                  </p>
                ) : null}
                <Field name="message">
                  {({ input, meta }) => {
                    const error = meta.touched && meta.error ? String(meta.error) : null;
                    return (
                      <div className={styles.search}>
                        <label htmlFor="contact-message">Message</label>
                        <textarea
                          {...input}
                          id="contact-message"
                          rows={6}
                          maxLength={CONTACT_MESSAGE_MAX}
                          aria-invalid={Boolean(error)}
                          aria-describedby={error ? 'contact-message-error' : undefined}
                        />
                        {error ? (
                          <p id="contact-message-error" className={styles.error} role="alert">
                            {error}
                          </p>
                        ) : null}
                      </div>
                    );
                  }}
                </Field>
                <div>
                  <Button type="submit" disabled={submitting}>
                    {submitting ? 'Sending…' : 'Send Message'}
                  </Button>
                </div>
              </form>
            )}
          </Form>
        )}
      </div>
    </Page>
  );
}
