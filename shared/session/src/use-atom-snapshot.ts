import { useStore, type Atom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * An atom's value for a component, re-rendering it when the value changes: jotai's `useAtomValue` without its extra
 * render. `useAtomValue` keeps the value in a reducer and dispatches to it from its effect once after every mount,
 * and React renders a component to run its reducer before it can tell nothing changed: every component that read an
 * atom rendered a second time right after it mounted, outside any transition, so in one unsliced task (issue 19: on
 * the dashboard, 10–15 ms after the chrome mounted on this machine, 40–60 ms on Lighthouse's mobile CPU).
 * `useSyncExternalStore` compares the value after mounting and renders again only if it changed.
 *
 * For atoms whose value is not a promise (every atom of the app: the session, the live-update state, the report's
 * section and PDF statuses); jotai's store returns the same value until it changes, as useSyncExternalStore needs.
 */
export function useAtomSnapshot<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = useCallback(() => store.get(atom), [store, atom]);
  return useSyncExternalStore(subscribe, read, read);
}
