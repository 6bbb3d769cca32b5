import { startTransition, useEffect, useState } from 'react';

/**
 * The items to render: the first `initial` when the list mounts, every item once those are painted. The rest is a
 * transition started in the task after the next frame, so the first items reach the screen before React works on
 * the others, on any device (issue 19: a person report's first screen waited for the render of all its sections,
 * about 1.3 s at 4x CPU).
 */
export function useProgressiveReveal<T>(items: readonly T[], initial: number): readonly T[] {
  const [revealedAll, setRevealedAll] = useState(false);
  const whole = revealedAll || items.length <= initial;
  useEffect(() => {
    // a list no longer than the first items is whole already: no reveal, and no render that would change nothing
    if (whole) return undefined;
    let pending = true;
    const reveal = () => {
      if (pending) startTransition(() => setRevealedAll(true));
    };
    // a frame callback runs before that frame's paint; a task it queues runs after the paint
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(reveal)) : null;
    if (frame === null) reveal();
    return () => {
      pending = false;
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [whole]);
  return whole ? items : items.slice(0, initial);
}
