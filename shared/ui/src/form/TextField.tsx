import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from 'react-final-form';

import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  /** A line under the label saying what to enter, read with the input. */
  hint?: ReactNode;
  /** From what the member typed to the form value (e.g. keep digits only). */
  parse?: (value: string) => string;
  /** From the form value to what the input shows (e.g. (xxx) xxx-xxxx). */
  format?: (value: string | undefined) => string;
}

/** A labelled react-final-form input whose validation message sits under it and is announced (spec §8). */
export function TextField({ name, label, hint, type = 'text', parse, format, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <Field
      name={name}
      type={type}
      {...(parse ? { parse: (value: string) => parse(value ?? '') } : {})}
      {...(format ? { format } : {})}
    >
      {({ input, meta }) => {
        const message = meta.touched && (meta.error || (!meta.dirtySinceLastSubmit && meta.submitError));
        const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
        return (
          <div className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {label}
            </label>
            {hint ? (
              <p id={hintId} className={styles.hint}>
                {hint}
              </p>
            ) : null}
            <input
              {...inputProps}
              {...input}
              id={id}
              className={styles.input}
              aria-invalid={Boolean(message)}
              aria-describedby={describedBy || undefined}
            />
            {message ? (
              <p id={errorId} className={styles.error} role="alert">
                {String(message)}
              </p>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}
