import { startTransition, useEffect, useState } from 'react';

/**
 * The items to render: the first `initial` when the list mounts, every item from the render after. The rest is a
 * transition started once the first ones are committed, so they are painted before React works on the others
 * (issue 19: a person report's first screen waited for the render of all its sections, about 1.3 s at 4x CPU).
 */
export function useProgressiveReveal<T>(items: readonly T[], initial: number): readonly T[] {
  const [revealedAll, setRevealedAll] = useState(false);
  useEffect(() => {
    if (!revealedAll) startTransition(() => setRevealedAll(true));
  }, [revealedAll]);
  return revealedAll || items.length <= initial ? items : items.slice(0, initial);
}
