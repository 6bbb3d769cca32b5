import { lazy, Suspense } from 'react';

import { US_STATES } from '@beacon/platform';

import type { AddressMapProps } from './address-map';
import { EmptyState } from './empty-state';
import { loadUsAtlas } from './load-us-atlas';
import styles from './map-section.module.css';
import { formatAddress } from './report-text';
import type { SectionProps } from './section-props';

// d3-geo and the drawing are a chunk of their own: only location reports have a map, and every report's view loads
// this registry (the chunk was 9 KiB compressed on the person report's first load). The atlas starts loading with
// the map's code instead of after the map has rendered.
const AddressMap = lazy(() => {
  void loadUsAtlas().catch(() => undefined);
  return import(/* webpackChunkName: "address-map" */ './address-map').catch((error: unknown) => {
    // The report stays whole: the section shows the address without its map.
    console.error('The map failed to load', error);
    return { default: ({ children }: AddressMapProps) => <>{children}</> };
  });
});

/** A map of the United States, drawn offline, with a marker at the address and its state shaded. */
export function MapSection({ report }: SectionProps) {
  const address = report.location?.address;
  const { latitude, longitude } = address ?? {};
  if (!address || typeof latitude !== 'number' || typeof longitude !== 'number') {
    return <EmptyState things="map locations" />;
  }
  const addressLine = <p className={styles.address}>{formatAddress(address)}</p>;
  return (
    <div className={styles.content}>
      <Suspense
        fallback={
          <>
            {/* the map's place is kept while its code loads, so nothing below it moves */}
            <div className={styles.map} role="status" aria-label="Loading the map" />
            {addressLine}
          </>
        }
      >
        <AddressMap
          label={`Map showing ${address.street}, ${address.city}, ${address.state_code}`}
          latitude={latitude}
          longitude={longitude}
          stateName={US_STATES.find(([code]) => code === address.state_code)?.[1]}
        >
          {addressLine}
        </AddressMap>
      </Suspense>
    </div>
  );
}
