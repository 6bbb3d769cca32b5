import { mapPlacesResponseSchema, type MapPlacesResponse } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';

/** A map's box: its south-west and north-east corners in decimal degrees. */
export interface MapBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Degrees to 4 places (about 10 m): the same box asks the same URL, which the browser keeps for a day. */
const degrees = (value: number) => value.toFixed(4);

/** GET /map/places: the cities and ZIP codes the offline map names in `box`. */
export function fetchMapPlaces(box: MapBox, signal?: AbortSignal): Promise<MapPlacesResponse> {
  return apiRequest('/map/places', {
    query: { south: degrees(box.south), west: degrees(box.west), north: degrees(box.north), east: degrees(box.east) },
    signal,
    schema: mapPlacesResponseSchema,
  });
}
