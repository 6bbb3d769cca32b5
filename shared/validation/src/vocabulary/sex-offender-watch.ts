// The sex offender watch (issue 18 point 5): the addresses a member may save and the radii they may watch.

export const WATCH_LABELS = ['home', 'work', 'school'] as const;
export type WatchLabel = (typeof WATCH_LABELS)[number];

/** Radii a member can choose, in miles (1 unless chosen). */
export const WATCH_RADII_MILES = [0.5, 1, 2, 3, 5] as const;
export type WatchRadius = (typeof WATCH_RADII_MILES)[number];
export const DEFAULT_WATCH_RADIUS_MILES: WatchRadius = 1;
export const MAX_WATCH_RADIUS_MILES = 5;

/** At most this many offenders are listed for one address (nearest first); the answer says how many there are. */
export const MAX_WATCH_OFFENDERS = 200;
