export interface FirstScreenPaint {
  /** Settles once the browser has painted the app's first render (or cannot, see below). */
  painted: Promise<void>;
  /** Called by the app when React has committed its first render to the page (`FirstCommitSignal`). */
  committed: () => void;
}

/**
 * Settles after the first frame the browser paints once React has committed the app's first render, at once in a tab
 * that will not paint (opened in the background, or hidden while it loads), and after `timeoutMs` at the latest.
 *
 * The host holds the API's answers until then (`holdRequestsUntil` in bootstrap.tsx: the requests go at once, their
 * answers are handled after). A response that arrived while React was still rendering the first screen was handled
 * before the browser could paint it, and its store update forced a synchronous render into the middle of the sliced
 * first one: the first paint waited for the data and the main thread had long tasks (issue 19: Lighthouse counted the
 * data's round trips into first contentful paint and 250–400 ms of total blocking time). Held, the first screen
 * paints, then its data comes.
 *
 * Not the browser's first contentful paint: index.html's app shell is painted before any script runs, so that paint
 * says nothing about React's first screen.
 */
export function firstScreenPaint({ timeoutMs }: { timeoutMs: number }): FirstScreenPaint {
  let settle = () => {};
  const painted = new Promise<void>((resolve) => {
    settle = resolve;
  });
  let finished = false;
  const timer = window.setTimeout(() => done(), timeoutMs);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') done();
  };
  function done() {
    if (finished) return;
    finished = true;
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHidden);
    settle();
  }
  if (document.visibilityState === 'hidden') done();
  else document.addEventListener('visibilitychange', onHidden);

  let commitSeen = false;
  return {
    painted,
    committed: () => {
      if (commitSeen || finished) return;
      commitSeen = true;
      // The frame callback runs before the next paint; a task queued from it runs after that paint.
      window.requestAnimationFrame(() => window.setTimeout(done, 0));
    },
  };
}
