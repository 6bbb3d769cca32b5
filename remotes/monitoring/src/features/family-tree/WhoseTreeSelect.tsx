import { useId } from 'react';

import styles from './family-tree.module.css';

export interface WhoseTreeOption {
  value: string;
  label: string;
}

export interface WhoseTreeSelectProps {
  options: readonly WhoseTreeOption[];
  value: string;
  onChange: (recordId: string) => void;
}

/** "Whose family tree": the member's person reports; choosing one shows theirs (and puts it in `?record=`). */
export function WhoseTreeSelect({ options, value, onChange }: WhoseTreeSelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Whose family tree
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
