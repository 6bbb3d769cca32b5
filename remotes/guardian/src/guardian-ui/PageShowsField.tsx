import { useId } from 'react';
import { Field, useFormState } from 'react-final-form';

import { formLayout as styles, messageAt } from '@beacon/ui/forms';
import { EXPOSED_FIELD_LABELS, EXPOSED_FIELDS } from '@beacon/validation';

import guardian from './guardian.module.css';

export interface PageShowsFieldProps {
  /** The form's field: the list of ticked exposed fields. */
  name: string;
  firstName: string;
  brokerName: string;
}

/**
 * "What the page shows" (issue 59): the member ticks what they read on a listing page Guardian cannot read itself.
 * Nothing is ticked at first: what a site usually shows is no evidence of what this page shows, and the letter and
 * the score name only what is ticked. One message for the group, under it and announced.
 */
export function PageShowsField({ name, firstName, brokerName }: PageShowsFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // a list's message is held apart from its items' (final-form's ARRAY_ERROR): read where the form keeps it
  const { errors, submitFailed } = useFormState({ subscription: { errors: true, submitFailed: true } });
  const message = submitFailed ? (messageAt(errors, name) ?? null) : null;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
    >
      <legend className={styles.label}>What the page shows</legend>
      <p id={hintId} className={guardian.muted}>
        Tick what you read about {firstName} on {brokerName}&apos;s page: the letter asks the site to delete it.
      </p>
      <ul className={guardian.checkboxGrid}>
        {EXPOSED_FIELDS.map((field) => (
          <li key={field}>
            <Field name={name} type="checkbox" value={field}>
              {({ input }) => (
                <label className={styles.checkbox}>
                  <input {...input} type="checkbox" />
                  <span className={guardian.text}>{EXPOSED_FIELD_LABELS[field]}</span>
                </label>
              )}
            </Field>
          </li>
        ))}
      </ul>
      {message ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
