import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';

import { formLayout as styles } from '@beacon/ui/forms';

import identity from './identity.module.css';

export interface CheckboxFieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
}

/** A labelled react-final-form checkbox, with what it does said under its label. */
export function CheckboxField({ name, label, hint }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Field name={name} type="checkbox">
      {({ input }) => (
        <div className={styles.checkbox}>
          <input {...input} id={id} type="checkbox" aria-describedby={hint ? hintId : undefined} />
          <span className={styles.checkboxText}>
            <label htmlFor={id} className={styles.label}>
              {label}
            </label>
            {hint ? (
              <span id={hintId} className={identity.muted}>
                {hint}
              </span>
            ) : null}
          </span>
        </div>
      )}
    </Field>
  );
}
