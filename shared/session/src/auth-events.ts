// Session lifecycle events. The API client announces them; the host decides what the member sees (go to /login).
export type SessionEndReason = 'forbidden' | 'refresh-failed' | 'logout';
type Listener = (reason: SessionEndReason) => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionEnded(reason: SessionEndReason): void {
  for (const listener of listeners) listener(reason);
}
