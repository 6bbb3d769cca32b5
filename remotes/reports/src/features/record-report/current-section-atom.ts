import { atom } from 'jotai';

import type { ReportSection } from '@beacon/api';

/** Spec §3 client state `currentSectionInView`: the report section the member is reading, for the navigator. */
export const currentSectionInViewAtom = atom<ReportSection | null>(null);
