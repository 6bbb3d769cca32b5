/**
 * The next task: a message to this page's own channel is not clamped as nested timeouts are (4 ms each). `undefined`
 * where there is no MessageChannel (jsdom): callers then do their work at once.
 */
export function nextTask(): Promise<void> | undefined {
  if (typeof MessageChannel !== 'function') return undefined;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
