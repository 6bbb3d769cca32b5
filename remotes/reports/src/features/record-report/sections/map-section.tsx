import { geoAlbersUsa, geoPath } from 'd3-geo';
import { useMemo } from 'react';

import { US_STATES } from '@beacon/platform';

import { EmptyState } from './empty-state';
import styles from './map-section.module.css';
import { formatAddress } from './report-text';
import type { SectionProps } from './section-props';
import { useStateOutlines } from './use-state-outlines';

// The usual frame of an Albers USA map: the lower 48 with Alaska and Hawaii inset, 975 by 610 units.
const WIDTH = 975;
const HEIGHT = 610;
const PROJECTION = geoAlbersUsa()
  .scale(1300)
  .translate([WIDTH / 2, HEIGHT / 2]);
const PATH = geoPath(PROJECTION);

interface UsMapProps {
  label: string;
  /** the projected position of the address; null when it falls outside the map (a territory) */
  marker: [number, number] | null;
  stateName: string | undefined;
}

function UsMap({ label, marker, stateName }: UsMapProps) {
  const outlines = useStateOutlines();
  const paths = useMemo(
    () =>
      (outlines ?? []).map((state) => ({ name: state.name, d: PATH(state.shape) ?? '' })).filter((state) => state.d),
    [outlines],
  );
  return (
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
  );
}

/** A map of the United States, drawn offline, with a marker at the address and its state shaded. */
export function MapSection({ report }: SectionProps) {
  const address = report.location?.address;
  const { latitude, longitude } = address ?? {};
  if (!address || typeof latitude !== 'number' || typeof longitude !== 'number') {
    return <EmptyState things="map locations" />;
  }
  const marker = PROJECTION([longitude, latitude]);
  const stateName = US_STATES.find(([code]) => code === address.state_code)?.[1];
  return (
    <div className={styles.content}>
      <UsMap
        label={`Map showing ${address.street}, ${address.city}, ${address.state_code}`}
        marker={marker}
        stateName={stateName}
      />
      <p className={styles.address}>{formatAddress(address)}</p>
      {marker ? null : <p className={styles.note}>This address lies outside the area the map shows.</p>}
    </div>
  );
}
