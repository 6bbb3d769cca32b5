import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import styles from './modal.module.css';

export interface ModalProps {
  title: string;
  children?: ReactNode;
  /** Escape, the backdrop and the closing button call it; omit it for a modal that runs to its end (a progress). */
  onClose?: () => void;
  /** The main action; omitted for information-only modals. */
  actionLabel?: string;
  onAction?: () => void;
  actionDisabled?: boolean;
  /** Text of the closing button (spec §2.3: "Cancel" by default). */
  cancelLabel?: string;
  /** Header modal: the title sits in a coloured header bar. */
  variant?: 'generic' | 'header';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** An accessible modal dialog: labelled, focus kept inside, Escape and the backdrop close it, focus restored. */
export function Modal({
  title,
  children,
  onClose,
  actionLabel,
  onAction,
  actionDisabled,
  cancelLabel = 'Cancel',
  variant = 'generic',
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const dismissible = onClose !== undefined;
  onCloseRef.current = onClose;

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    (dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current?.();
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previouslyFocused?.focus();
    };
  }, []);

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={variant === 'header' ? styles.header : undefined}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        </div>
        {children}
        {dismissible || actionLabel ? (
          <div className={styles.actions}>
            {dismissible ? (
              <button type="button" className={styles.secondary} onClick={onClose}>
                {cancelLabel}
              </button>
            ) : null}
            {actionLabel ? (
              <button type="button" className={styles.primary} onClick={onAction} disabled={actionDisabled}>
                {actionLabel}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
