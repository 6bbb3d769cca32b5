import 'maplibre-gl/dist/maplibre-gl.css';

import { Map as MapLibreMap, Marker, NavigationControl, ScaleControl, type StyleSpecification } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';

import { platformSettings } from '@beacon/platform';

import { boxOf, radiusCircle, type LatLng } from './geometry';
import type { NumberedPlace, PlaceMapProps } from './map-types';
import { offlineStyle } from './offline-style';
import { nameMapPlaces } from './place-names';
import styles from './place-map.module.css';
import { loadUsAtlas, usGeographyOf } from './us-atlas';

// The MapLibre map itself: a chunk of its own with MapLibre GL JS (about 250 KB compressed), loaded by PlaceMap only
// on the screens that have a map.

type Topology = Parameters<typeof usGeographyOf>[0];

let offline: Promise<StyleSpecification> | undefined;

/** The deployment's style (settings.mapStyleUrl), or the offline default, built once per page. */
function mapStyle(): Promise<string | StyleSpecification> {
  const configured = platformSettings().mapStyleUrl;
  if (configured) return Promise.resolve(configured);
  offline ??= loadUsAtlas().then((atlas) => offlineStyle(usGeographyOf(atlas.default as unknown as Topology)));
  // a failed load is tried again by the next map
  offline.catch(() => (offline = undefined));
  return offline;
}

const HOUSE = 'M 13 2 L 24 12 L 20.5 12 L 20.5 24 L 5.5 24 L 5.5 12 L 2 12 Z';

/** The markers are pictures of what the list says: hidden from assistive technology, never focused. */
function markerElement(className: string | undefined, name: string): HTMLElement {
  const element = document.createElement('div');
  element.className = className ?? '';
  element.setAttribute('aria-hidden', 'true');
  // MapLibre gives an element without a role and a name the role of a button named "Map marker"
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', name);
  return element;
}

function homeMarker(): HTMLElement {
  const element = markerElement(styles.homeMarker, 'The address');
  element.dataset['testid'] = 'map-home';
  element.innerHTML = `<svg class="${styles.home}" viewBox="0 0 26 26" focusable="false"><path d="${HOUSE}"/></svg>`;
  return element;
}

function placeMarker(place: NumberedPlace): HTMLElement {
  const element = markerElement(styles.place, `Number ${place.number}`);
  element.dataset['number'] = String(place.number);
  element.textContent = String(place.number);
  return element;
}

type PlaceNames = PlaceMapProps['placeNames'];

interface View {
  label: string;
  home: LatLng;
  radiusMiles: number | undefined;
  zoom: number;
  places: NumberedPlace[];
}

function drawMap(
  container: HTMLElement,
  style: string | StyleSpecification,
  view: View,
  placeNames: PlaceNames,
): MapLibreMap {
  const circle = view.radiusMiles ? radiusCircle(view.home, view.radiusMiles) : undefined;
  const map = new MapLibreMap({
    container,
    style,
    center: [view.home.longitude, view.home.latitude],
    zoom: view.zoom,
    ...(circle ? { bounds: boxOf(circle), fitBoundsOptions: { padding: 24 } } : {}),
    // the canvas is a region named by the screen (MapLibre names it "Map"), reached by Tab and moved by the arrows
    locale: { 'Map.Title': view.label },
    // the page scrolls over the map; zooming is by the buttons, the keyboard, a double click or a pinch
    scrollZoom: false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    maxZoom: 17,
    attributionControl: { compact: true },
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.addControl(new ScaleControl({ unit: 'imperial', maxWidth: 120 }), 'bottom-left');
  if (circle) {
    map.on('load', () => {
      map.addSource('watched-radius', { type: 'geojson', data: circle });
      map.addLayer({
        id: 'watched-radius-fill',
        type: 'fill',
        source: 'watched-radius',
        paint: { 'fill-color': '#0b5cad', 'fill-opacity': 0.1 },
      });
      map.addLayer({
        id: 'watched-radius-line',
        type: 'line',
        source: 'watched-radius',
        paint: { 'line-color': '#0b5cad', 'line-width': 2, 'line-dasharray': [3, 2] },
      });
    });
  }
  new Marker({ element: homeMarker(), anchor: 'bottom' })
    .setLngLat([view.home.longitude, view.home.latitude])
    .addTo(map);
  // farthest first, so the nearest (lowest numbers) are drawn on top
  for (const place of [...view.places].reverse()) {
    new Marker({ element: placeMarker(place) }).setLngLat([place.longitude, place.latitude]).addTo(map);
  }
  // the offline style has no names of its own; a deployment's tiles name their places themselves
  if (placeNames && typeof style !== 'string') nameMapPlaces(map, placeNames);
  // a tile or style that fails later leaves the map as it is: said in the console, not over the screen
  map.on('error', (event) => console.error('The map reported an error', event.error));
  return map;
}

/** The map of @beacon/ui/map, drawn by MapLibre GL JS; PlaceMap loads it. */
export default function MapLibrePlaceMap({
  label,
  home,
  radiusMiles,
  zoom = 11,
  places,
  placeNames,
  unavailableText,
}: PlaceMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // the latest loader, read when the map is drawn: a new function of each render does not draw the map again
  const namesOf = useRef(placeNames);
  namesOf.current = placeNames;
  // what is drawn, as one value: a new array of the same places does not draw the map again
  const view = JSON.stringify({
    label,
    home: { latitude: home.latitude, longitude: home.longitude },
    radiusMiles,
    zoom,
    places: (places ?? []).map(({ number, latitude, longitude }) => ({ number, latitude, longitude })),
  } satisfies View);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let current = true;
    let map: MapLibreMap | undefined;
    mapStyle()
      .then((style) => {
        if (current) map = drawMap(element, style, JSON.parse(view) as View, namesOf.current);
      })
      .catch((error: unknown) => {
        console.error('The map could not be drawn', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
      map?.remove();
    };
  }, [view]);

  return failed ? (
    <div className={`${styles.frame} ${styles.unavailable}`}>
      <p>{unavailableText}</p>
    </div>
  ) : (
    <div className={styles.frame} data-testid="place-map">
      <div ref={container} className={styles.map} />
    </div>
  );
}
