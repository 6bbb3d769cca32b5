import { fetchMapPlaces } from '@beacon/api';
import { PlaceMap } from '@beacon/ui/map';

import { EmptyState } from './empty-state';
import styles from './map-section.module.css';
import { formatAddress } from './report-text';
import type { SectionProps } from './section-props';

/** How far in the location's map starts: the address with its county and neighbours (MapLibre zoom level). */
export const LOCATION_MAP_ZOOM = 10;

/**
 * The address on a map (MapLibre, `@beacon/ui/map`, its code loaded only with a location report's map): a house at
 * the address and a scale bar, on the deployment's tiles or the offline map of state and county borders, named with its cities and ZIP codes. The address
 * is written under it, and stays when the map cannot be drawn.
 */
export function MapSection({ report }: SectionProps) {
  const address = report.location?.address;
  const { latitude, longitude } = address ?? {};
  if (!address || typeof latitude !== 'number' || typeof longitude !== 'number') {
    return <EmptyState things="map locations" />;
  }
  return (
    <div className={styles.content}>
      <div className={styles.map}>
        <PlaceMap
          label={`Map showing ${address.street}, ${address.city}, ${address.state_code}`}
          home={{ latitude, longitude }}
          zoom={LOCATION_MAP_ZOOM}
          placeNames={fetchMapPlaces}
          unavailableText="The map cannot be shown in this browser."
        />
      </div>
      <p className={styles.address}>{formatAddress(address)}</p>
    </div>
  );
}
