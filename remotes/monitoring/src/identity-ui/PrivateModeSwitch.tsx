import { useId } from 'react';

import identity from './identity.module.css';

export interface PrivateModeSwitchProps {
  /** Whether private mode is on (what the member last chose, while the change is on its way). */
  pressed: boolean;
  /** A change is on its way: further presses wait for it. */
  busy?: boolean;
  onToggle: () => void;
  /** Whose switch, for screen readers, where several people's switches share a page. */
  forName?: string;
}

/**
 * Private mode as a toggle button (aria-pressed): when on, alerts keep what was exposed hidden. While a change is
 * on its way the button stays focusable but ignores presses (aria-disabled), so the keyboard does not lose its place.
 */
export function PrivateModeSwitch({ pressed, busy = false, onToggle, forName }: PrivateModeSwitchProps) {
  const hintId = useId();
  return (
    <div className={identity.switchRow}>
      <button
        type="button"
        className={identity.switch}
        aria-pressed={pressed}
        aria-disabled={busy || undefined}
        aria-describedby={hintId}
        onClick={() => {
          if (!busy) onToggle();
        }}
      >
        <span className={identity.track} aria-hidden="true" />
        Private mode
        {forName ? <span className={identity.visuallyHidden}> for {forName}</span> : null}
      </button>
      <span id={hintId} className={identity.muted}>
        {pressed ? 'On: alerts do not show what was exposed.' : 'Off: alerts show what was exposed, masked.'}
      </span>
    </div>
  );
}
