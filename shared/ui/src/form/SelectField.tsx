import { useId, type SelectHTMLAttributes } from 'react';
import { Field } from 'react-final-form';

import styles from './text-field.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Show the field's validation message under it (forms that print their errors elsewhere leave it off). */
  showError?: boolean;
}

/** A labelled react-final-form select; with `showError`, its validation message sits under it, as TextField's. */
export function SelectField({ name, label, options, showError = false, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field name={name}>
      {({ input, meta }) => {
        const message = showError && meta.touched && (meta.error || (!meta.dirtySinceLastSubmit && meta.submitError));
        return (
          <div className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {label}
            </label>
            <select
              {...selectProps}
              {...input}
              id={id}
              className={styles.input}
              aria-invalid={Boolean(message)}
              aria-describedby={message ? errorId : undefined}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
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
