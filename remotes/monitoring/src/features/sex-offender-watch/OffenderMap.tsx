import { useMemo } from 'react';

import type { WatchedAddress, WatchedOffender } from '@beacon/api';

import { MAP_SIZE, mapLayout } from './map-layout';
import styles from './sex-offender-watch.module.css';

/**
 * The address, its radius and the numbered offenders, drawn offline with d3-geo. Hidden from assistive technology:
 * the numbered list beside it says the same and is the keyboard and screen-reader route.
 */
export function OffenderMap({
  address,
  offenders,
}: {
  address: WatchedAddress;
  offenders: readonly WatchedOffender[];
}) {
  const layout = useMemo(() => mapLayout(address, address.radiusMiles, offenders), [address, offenders]);
  return (
    <svg
      className={styles.map}
      viewBox={`0 0 ${MAP_SIZE} ${MAP_SIZE}`}
      aria-hidden="true"
      focusable="false"
      data-testid="offender-map"
    >
      <rect className={styles.mapGround} width={MAP_SIZE} height={MAP_SIZE} />
      <path className={styles.radius} d={layout.circle} />
      <g className={styles.home} transform={`translate(${layout.centre.x} ${layout.centre.y})`}>
        {/* a house: the saved address */}
        <path d="M -8 2 L 0 -7 L 8 2 L 5 2 L 5 8 L -5 8 L -5 2 Z" />
      </g>
      {/* farthest first, so the nearest (lowest numbers) are drawn on top */}
      {layout.points
        .map((point, index) => ({ point, number: index + 1 }))
        .reverse()
        .map(({ point, number }) => (
          <g key={number} className={styles.pin} transform={`translate(${point.x} ${point.y})`} data-number={number}>
            <circle r={number > 99 ? 9 : 7.5} />
            <text textAnchor="middle" dy="0.35em">
              {number}
            </text>
          </g>
        ))}
    </svg>
  );
}
