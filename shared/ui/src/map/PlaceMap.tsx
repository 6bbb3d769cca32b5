import { lazy, Suspense, useState } from 'react';

import { withChunkTimeout } from '@beacon/platform';

import type { PlaceMapProps } from './map-types';
import styles from './place-map.module.css';
import { webGlAvailable } from './webgl-support';

function Unavailable({ text }: { text: string }) {
  return (
    <div className={`${styles.frame} ${styles.unavailable}`}>
      <p>{text}</p>
    </div>
  );
}

// MapLibre GL JS and the map's data are chunks of their own, fetched when a map is first shown: a screen without a
// map never loads them (issue 56: the first-load budgets of `pnpm bench:load`).
const MapLibrePlaceMap = lazy(() =>
  withChunkTimeout(import(/* webpackChunkName: "place-map" */ './MapLibrePlaceMap')).catch((error: unknown) => {
    console.error('The map failed to load', error);
    return { default: ({ unavailableText }: PlaceMapProps) => <Unavailable text={unavailableText} /> };
  }),
);

/**
 * A street map (MapLibre GL JS) of an address: a house at the address, an optional watched radius and numbered places,
 * with a scale bar. Its style is the deployment's tile provider (settings.mapStyleUrl) or, by default, an offline map
 * of U.S. state and county borders from packaged data. The screen lists the same places beside it: that list is the
 * keyboard and screen-reader route, and what remains when the map cannot be drawn (`unavailableText` then says so).
 */
export function PlaceMap(props: PlaceMapProps) {
  const [canDraw] = useState(webGlAvailable);
  if (!canDraw) return <Unavailable text={props.unavailableText} />;
  return (
    <Suspense fallback={<div className={styles.frame} role="status" aria-label="Loading the map" />}>
      <MapLibrePlaceMap {...props} />
    </Suspense>
  );
}
