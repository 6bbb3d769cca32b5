import type { ReactNode } from 'react';

import guardian from './guardian.module.css';

export interface DisclosureButtonProps {
  /** whether the panel it controls is shown */
  open: boolean;
  onToggle: () => void;
  /** the id of the panel it shows and hides */
  controls: string;
  /** its accessible name, where the visible text needs more context */
  label?: string;
  children: ReactNode;
}

/** A link-styled button that shows and hides a panel below it (aria-expanded tells assistive technology which). */
export function DisclosureButton({ open, onToggle, controls, label, children }: DisclosureButtonProps) {
  return (
    <div>
      <button
        type="button"
        className={guardian.linkButton}
        aria-expanded={open}
        aria-controls={controls}
        aria-label={label}
        onClick={onToggle}
      >
        {children}
      </button>
    </div>
  );
}
