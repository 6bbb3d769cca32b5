import { useLayoutEffect } from 'react';

/** Tells the start-up code that React has put the app's first render on the page (see first-screen-paint.ts). */
export function FirstCommitSignal({ onCommit }: { onCommit: () => void }) {
  // a layout effect runs in the commit itself, before the browser paints it
  useLayoutEffect(() => onCommit(), [onCommit]);
  return null;
}
