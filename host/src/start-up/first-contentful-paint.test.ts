import { firstContentfulPaint } from './first-contentful-paint';

type Entries = { getEntriesByName(name: string): unknown[] };

/** A stand-in for the browser's paint timing: jsdom has none. */
function installPaintTiming() {
  const observers: Array<(entries: Entries) => void> = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    disconnected = false;
    constructor(private readonly callback: (entries: Entries) => void) {}
    observe() {
      observers.push((entries) => {
        if (!this.disconnected) this.callback(entries);
      });
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const original = globalThis.PerformanceObserver;
  globalThis.PerformanceObserver = FakePerformanceObserver as unknown as typeof PerformanceObserver;
  const paint = (name: string) => {
    for (const observer of observers) observer({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  };
  return { paint, restore: () => (globalThis.PerformanceObserver = original) };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('firstContentfulPaint', () => {
  afterEach(() => {
    jest.useRealTimers();
    setVisibility('visible');
  });

  it('settles at once where the browser has no paint timing', async () => {
    await expect(firstContentfulPaint({ timeoutMs: 60_000 })).resolves.toBeUndefined();
  });

  it('waits for the first contentful paint, not the first paint', async () => {
    const timing = installPaintTiming();
    try {
      const painted = firstContentfulPaint({ timeoutMs: 60_000 });
      timing.paint('first-paint');
      expect(await settled(painted)).toBe(false);
      timing.paint('first-contentful-paint');
      expect(await settled(painted)).toBe(true);
    } finally {
      timing.restore();
    }
  });

  it('settles after the time limit when nothing contentful is painted', async () => {
    jest.useFakeTimers();
    const timing = installPaintTiming();
    try {
      const painted = firstContentfulPaint({ timeoutMs: 1_000 });
      jest.advanceTimersByTime(999);
      expect(await settled(painted)).toBe(false);
      jest.advanceTimersByTime(1);
      expect(await settled(painted)).toBe(true);
    } finally {
      timing.restore();
    }
  });

  it('does not wait in a tab that is hidden, or hidden while it loads (a background tab is not painted)', async () => {
    const timing = installPaintTiming();
    try {
      setVisibility('hidden');
      expect(await settled(firstContentfulPaint({ timeoutMs: 60_000 }))).toBe(true);
      setVisibility('visible');
      const painted = firstContentfulPaint({ timeoutMs: 60_000 });
      expect(await settled(painted)).toBe(false);
      setVisibility('hidden');
      expect(await settled(painted)).toBe(true);
    } finally {
      timing.restore();
    }
  });
});
