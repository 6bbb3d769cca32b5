import { firstScreenPaint } from './first-screen-paint';

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

describe('firstScreenPaint', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    setVisibility('visible');
  });

  function paintFrame() {
    const due = frames.splice(0);
    for (const callback of due) callback(performance.now());
  }

  it('settles after the frame that follows the first commit has been painted, not before', async () => {
    const paint = firstScreenPaint({ timeoutMs: 60_000 });
    paintFrame();
    jest.advanceTimersByTime(100);
    expect(await settled(paint.painted)).toBe(false);

    paint.committed();
    expect(await settled(paint.painted)).toBe(false);
    paintFrame();
    expect(await settled(paint.painted)).toBe(false);
    jest.advanceTimersByTime(0);
    expect(await settled(paint.painted)).toBe(true);
  });

  it('asks for one frame however often the app reports its commit (StrictMode runs effects twice)', () => {
    const paint = firstScreenPaint({ timeoutMs: 60_000 });
    paint.committed();
    paint.committed();
    expect(frames).toHaveLength(1);
  });

  it('settles after the time limit when the app never commits', async () => {
    const paint = firstScreenPaint({ timeoutMs: 1_000 });
    jest.advanceTimersByTime(999);
    expect(await settled(paint.painted)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(paint.painted)).toBe(true);
  });

  it('does not wait in a tab that is hidden, or hidden while it loads (a background tab is not painted)', async () => {
    setVisibility('hidden');
    expect(await settled(firstScreenPaint({ timeoutMs: 60_000 }).painted)).toBe(true);
    setVisibility('visible');
    const paint = firstScreenPaint({ timeoutMs: 60_000 });
    expect(await settled(paint.painted)).toBe(false);
    setVisibility('hidden');
    expect(await settled(paint.painted)).toBe(true);
  });
});
