import type { KeyboardEvent } from 'react';

/** Shown as (xxx) xxx-xxxx while typing. */
export function formatPhone(digits: string | undefined): string {
  const value = digits ?? '';
  if (value.length === 0) return '';
  if (value.length <= 3) return `(${value}`;
  if (value.length <= 6) return `(${value.slice(0, 3)}) ${value.slice(3)}`;
  return `(${value.slice(0, 3)}) ${value.slice(3, 6)}-${value.slice(6)}`;
}

const NAVIGATION_KEYS = new Set([
  'Backspace',
  'Delete',
  'Enter',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Tab',
]);
const SHORTCUT_KEYS = new Set(['c', 'v', 'a', 'x']);

/** Allowed keys: digits, backspace, delete, enter, arrows, and copy, paste and select-all (spec §5). */
export function isAllowedPhoneKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  if (/^\d$/.test(event.key) || NAVIGATION_KEYS.has(event.key)) return true;
  return (event.ctrlKey || event.metaKey) && SHORTCUT_KEYS.has(event.key.toLowerCase());
}
