import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';

import { formLayout as styles } from '@beacon/ui/forms';

import guardian from './guardian.module.css';

export interface CheckboxInputProps {
  name: string;
  label: string;
  /** What ticking it does, said under the label. */
  hint?: ReactNode;
  /** The form cannot be sent unticked (the schema says so; this tells assistive technology). */
  required?: boolean;
}

/** A labelled checkbox whose validation message sits under it and is announced, as TextField does for inputs. */
export function CheckboxInput({ name, label, hint, required = false }: CheckboxInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field name={name} type="checkbox">
      {({ input, meta }) => {
        const message = meta.touched && (meta.error || (!meta.dirtySinceLastSubmit && meta.submitError));
        const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
        return (
          <div className={styles.field}>
            <div className={styles.checkbox}>
              <input
                {...input}
                id={id}
                type="checkbox"
                required={required}
                aria-invalid={Boolean(message)}
                aria-describedby={describedBy || undefined}
              />
              <span className={styles.checkboxText}>
                <label htmlFor={id} className={guardian.text}>
                  {label}
                </label>
                {hint ? (
                  <span id={hintId} className={guardian.muted}>
                    {hint}
                  </span>
                ) : null}
              </span>
            </div>
            {message ? (
              <p id={errorId} className={styles.fieldError} role="alert">
                {String(message)}
              </p>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}
