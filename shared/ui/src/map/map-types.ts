import type { MapPlacesResponse } from '@beacon/validation';

import type { LatLng } from './geometry';

export type { LatLng } from './geometry';

/** A numbered place on the map: the same number as in the list beside it. */
export interface NumberedPlace extends LatLng {
  number: number;
}

/** A map's box: its south-west and north-east corners in decimal degrees. */
export interface MapBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface PlaceMapProps {
  /** The map's accessible name: what it shows, and where the same places are listed for those who cannot see it. */
  label: string;
  /** The address: the home marker, and the map's centre. */
  home: LatLng;
  /** A watched radius: drawn as a circle round the home, and the map is fitted to it. */
  radiusMiles?: number | undefined;
  /** Without a radius: how far in the map starts (MapLibre zoom levels, 0 = the world). */
  zoom?: number | undefined;
  places?: readonly NumberedPlace[] | undefined;
  /**
   * The cities and ZIP codes in a box (the screens pass @beacon/api's `fetchMapPlaces`): the offline map names them,
   * since its style has no text of its own; a deployment's tile style names its places itself.
   */
  placeNames?: ((box: MapBox) => Promise<MapPlacesResponse>) | undefined;
  /** Said in the map's place when this browser cannot draw it (no WebGL), or its code or data fail to load. */
  unavailableText: string;
}
