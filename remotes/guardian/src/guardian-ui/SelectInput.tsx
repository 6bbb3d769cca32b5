import { useId, type SelectHTMLAttributes } from 'react';
import { Field } from 'react-final-form';

import { formLayout as styles } from '@beacon/ui/forms';

export interface SelectInputProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> {
  name: string;
  label: string;
  /** The first, empty choice ("Choose a state"); the schema's message says it must be changed. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled select whose validation message sits under it and is announced, as TextField does for inputs. */
export function SelectInput({ name, label, placeholder, options, ...selectProps }: SelectInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field name={name}>
      {({ input, meta }) => {
        const message = meta.touched && (meta.error || (!meta.dirtySinceLastSubmit && meta.submitError));
        return (
          <div className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {label}
            </label>
            <select
              {...selectProps}
              {...input}
              value={typeof input.value === 'string' ? input.value : ''}
              id={id}
              className={styles.input}
              aria-invalid={Boolean(message)}
              aria-describedby={message ? errorId : undefined}
            >
              <option value="">{placeholder}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
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
