// Session lifecycle events. `endSession` announces them; the host decides what the member sees (go to /login).
/** Why a session ended: the member signed out, the server refused a call (403) or a token refresh. */
export type SessionEndReason = 'logout' | 'forbidden' | 'refresh-failed';
type Listener = (reason: SessionEndReason) => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionEnded(reason: SessionEndReason): void {
  for (const listener of listeners) listener(reason);
}
