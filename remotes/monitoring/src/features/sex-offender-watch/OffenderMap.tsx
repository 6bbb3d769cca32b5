import { useMemo } from 'react';

import { fetchMapPlaces, type WatchedAddress, type WatchedOffender } from '@beacon/api';
import { PlaceMap } from '@beacon/ui/map';

import styles from './sex-offender-watch.module.css';
import { mapLabel, mapUnavailableText } from './watch-text';

/**
 * The address (a house), its radius and the numbered offenders on a map (MapLibre, `@beacon/ui/map`) with a scale
 * bar. The numbered list beside it says the same and is the keyboard and screen-reader route: the map's name points
 * to it, and its markers are hidden from assistive technology.
 */
export function OffenderMap({
  address,
  offenders,
}: {
  address: WatchedAddress;
  offenders: readonly WatchedOffender[];
}) {
  const places = useMemo(
    () =>
      offenders.map((offender, index) => ({
        number: index + 1,
        latitude: offender.latitude,
        longitude: offender.longitude,
      })),
    [offenders],
  );
  return (
    <div className={styles.mapColumn}>
      <PlaceMap
        label={mapLabel(address.radiusMiles, address.label, offenders.length)}
        home={address}
        radiusMiles={address.radiusMiles}
        places={places}
        placeNames={fetchMapPlaces}
        unavailableText={mapUnavailableText(offenders.length)}
      />
    </div>
  );
}
