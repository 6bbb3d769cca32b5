import type { LatLng } from './geometry';

export type { LatLng } from './geometry';

/** A numbered place on the map: the same number as in the list beside it. */
export interface NumberedPlace extends LatLng {
  number: number;
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
  /** Said in the map's place when this browser cannot draw it (no WebGL), or its code or data fail to load. */
  unavailableText: string;
}
