import type { ButtonHTMLAttributes } from 'react';

import styles from './button.module.css';

/** The platform's primary button (forms' submit, confirmations, calls to action). */
export function Button({ className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button {...props} type={type} className={className ? `${styles.button} ${className}` : styles.button} />;
}
