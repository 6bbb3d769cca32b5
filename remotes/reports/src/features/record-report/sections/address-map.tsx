import { geoAlbersUsa, geoPath } from 'd3-geo';
import { useMemo, type ReactNode } from 'react';

import styles from './map-section.module.css';
import { useStateOutlines } from './use-state-outlines';

// The usual frame of an Albers USA map: the lower 48 with Alaska and Hawaii inset, 975 by 610 units.
const WIDTH = 975;
const HEIGHT = 610;
const PROJECTION = geoAlbersUsa()
  .scale(1300)
  .translate([WIDTH / 2, HEIGHT / 2]);
const PATH = geoPath(PROJECTION);

export interface AddressMapProps {
  label: string;
  latitude: number;
  longitude: number;
  /** the state's name as the atlas spells it ("Minnesota"), shaded on the map */
  stateName: string | undefined;
  /** what is shown under the map (the address) */
  children: ReactNode;
}

/**
 * The map of a location report: the U.S. state outlines, the address's state shaded and a marker at the address
 * (none for an address outside the map, a territory: a note says so). Its own chunk (d3-geo), loaded by MapSection.
 */
export default function AddressMap({ label, latitude, longitude, stateName, children }: AddressMapProps) {
  const outlines = useStateOutlines();
  const paths = useMemo(
    () =>
      (outlines ?? []).map((state) => ({ name: state.name, d: PATH(state.shape) ?? '' })).filter((state) => state.d),
    [outlines],
  );
  const marker = PROJECTION([longitude, latitude]);
  return (
    <>
      <svg className={styles.map} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        <g>
          {paths.map((state) => (
            <path
              key={state.name}
              className={state.name === stateName ? styles.addressState : styles.state}
              d={state.d}
              data-state={state.name}
            />
          ))}
        </g>
        {marker ? (
          <circle className={styles.marker} cx={marker[0]} cy={marker[1]} r={9} data-testid="map-marker" />
        ) : null}
      </svg>
      {children}
      {marker ? null : <p className={styles.note}>This address lies outside the area the map shows.</p>}
    </>
  );
}
