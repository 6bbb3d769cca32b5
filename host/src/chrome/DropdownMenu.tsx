import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import styles from './chrome.module.css';

/** A disclosure menu: opens on click, closes on Escape, outside click or choosing an item. */
export function DropdownMenu({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <li className={styles.menu} ref={ref}>
      <button
        type="button"
        className={styles.navButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open ? (
        <ul id={id} className={styles.menuPanel}>
          {children(() => setOpen(false))}
        </ul>
      ) : null}
    </li>
  );
}
