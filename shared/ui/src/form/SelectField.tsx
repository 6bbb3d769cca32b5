import { useId, type SelectHTMLAttributes } from 'react';
import { Field } from 'react-final-form';

import styles from './text-field.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled react-final-form select. */
export function SelectField({ name, label, options, ...selectProps }: SelectFieldProps) {
  const id = useId();
  return (
    <Field name={name}>
      {({ input }) => (
        <div className={styles.field}>
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
          <select {...selectProps} {...input} id={id} className={styles.input}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </Field>
  );
}
