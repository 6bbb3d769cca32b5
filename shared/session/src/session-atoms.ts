import { atom } from 'jotai';

import type { SessionUser } from './session-user';

// Session state of spec §3. The atoms live in the host's one jotai store; this package is a federation
// singleton, so every remote reads the same atoms.
export const sessionUserAtom = atom<SessionUser | null>(null);
export const loginErrorAtom = atom<string | null>(null);
export const socketConnectedAtom = atom(false);
export const pdfStatusesAtom = atom<Record<string, string>>({});

/** Client state of spec §3: whether the Search Yourself modal is open. */
export const showSearchYourselfModalAtom = atom(false);
