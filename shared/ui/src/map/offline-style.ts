import type { StyleSpecification } from 'maplibre-gl';

import type { UsGeography } from './us-atlas';

/** Where the offline map's boundaries come from, shown in the map's attribution. */
export const OFFLINE_ATTRIBUTION = 'Boundaries: U.S. Census Bureau (us-atlas)';

/**
 * The default map style when a deployment names no tile provider: the U.S. land, state and county borders from the
 * packaged us-atlas data, as GeoJSON sources in the style itself, so no tile host is asked for anything. It has no
 * text layers (they would need a glyph server): its cities and ZIP codes are labels of the page's text
 * (place-names.ts, from GET /v1/map/places).
 */
export function offlineStyle(geography: UsGeography): StyleSpecification {
  return {
    version: 8,
    name: 'Beacon offline',
    sources: {
      land: { type: 'geojson', data: geography.land, attribution: OFFLINE_ATTRIBUTION },
      'state-borders': { type: 'geojson', data: geography.stateBorders },
      'county-borders': { type: 'geojson', data: geography.countyBorders },
    },
    layers: [
      // outside the United States (sea, Canada, Mexico): a pale blue-grey
      { id: 'outside', type: 'background', paint: { 'background-color': '#dfe7ee' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f5f3ee' } },
      {
        id: 'county-borders',
        type: 'line',
        source: 'county-borders',
        minzoom: 5,
        paint: { 'line-color': '#c9c2b5', 'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.5, 10, 1.5] },
      },
      {
        id: 'state-borders',
        type: 'line',
        source: 'state-borders',
        paint: { 'line-color': '#8c8577', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.8, 10, 2.5] },
      },
      {
        id: 'coast',
        type: 'line',
        source: 'land',
        paint: { 'line-color': '#9fb3c4', 'line-width': 1 },
      },
    ],
  };
}
