import { Marker, type Map as MapLibreMap } from 'maplibre-gl';

import type { MapPlacesResponse } from '@beacon/validation';

import type { MapBox } from './map-types';
import styles from './place-map.module.css';

// The offline map's names: its style has no text layers (they would need a glyph server), so the cities and ZIP codes
// are labels of the page's own text, placed as markers. They are pictures of the map for the eye only: the screen's
// list beside the map is what assistive technology reads.

/** The API answers boxes of at most 5 degrees; a map zoomed out further names nothing. */
const MAX_SPAN = 5;
/** The largest cities named at once, so labels stay readable. */
const CITY_LABELS = 12;
/** ZIP codes are named from this zoom in (a neighbourhood), where their centres stand apart. */
export const ZIP_CODE_MIN_ZOOM = 11;

function label(kind: 'city' | 'zip-code', className: string, text: string): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  element.dataset['mapName'] = kind;
  element.textContent = text;
  element.setAttribute('aria-hidden', 'true');
  return element;
}

/** The view's box, grown by half on each side so a little panning stays named; null when too large to name. */
function boxToName(map: MapLibreMap): MapBox | null {
  const bounds = map.getBounds();
  const height = bounds.getNorth() - bounds.getSouth();
  const width = bounds.getEast() - bounds.getWest();
  const box = {
    south: Math.max(-90, bounds.getSouth() - height / 2),
    west: Math.max(-180, bounds.getWest() - width / 2),
    north: Math.min(90, bounds.getNorth() + height / 2),
    east: Math.min(180, bounds.getEast() + width / 2),
  };
  return box.north - box.south <= MAX_SPAN && box.east - box.west <= MAX_SPAN ? box : null;
}

const within = (inner: MapBox, outer: MapBox) =>
  inner.south >= outer.south && inner.west >= outer.west && inner.north <= outer.north && inner.east <= outer.east;

/**
 * Names the map's places with `placeNames`, once it has loaded and again when it is moved out of the named box.
 * A failed request leaves the map unnamed (it says so in the console): the map and its list still stand.
 */
export function nameMapPlaces(map: MapLibreMap, placeNames: (box: MapBox) => Promise<MapPlacesResponse>): void {
  let named: MapBox | null = null;
  let markers: Marker[] = [];
  const frame = map.getContainer();
  const showZipCodes = () => frame.classList.toggle(styles.zipCodesShown ?? '', map.getZoom() >= ZIP_CODE_MIN_ZOOM);

  const name = () => {
    showZipCodes();
    const view = map.getBounds();
    const current = { south: view.getSouth(), west: view.getWest(), north: view.getNorth(), east: view.getEast() };
    if (named && within(current, named)) return;
    const box = boxToName(map);
    if (!box) return;
    named = box;
    placeNames(box)
      .then((places) => {
        if (named !== box) return;
        for (const marker of markers) marker.remove();
        markers = [
          // smallest first, so the largest city's label is drawn on top
          ...places.zipCodes.map((zip) =>
            new Marker({ element: label('zip-code', styles.zipCodeName ?? '', zip.zipCode) }).setLngLat([
              zip.longitude,
              zip.latitude,
            ]),
          ),
          ...places.cities
            .slice(0, CITY_LABELS)
            .reverse()
            .map((city) =>
              new Marker({ element: label('city', styles.cityName ?? '', city.name) }).setLngLat([
                city.longitude,
                city.latitude,
              ]),
            ),
        ];
        for (const marker of markers) marker.addTo(map);
      })
      .catch((error: unknown) => {
        if (named === box) named = null;
        console.error('The map could not name its places', error);
      });
  };
  map.on('load', name);
  map.on('moveend', name);
}
