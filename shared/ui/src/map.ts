// `@beacon/ui/map`: the map of an address (MapLibre GL JS), apart from the rest of @beacon/ui so that only the apps
// with a map bundle it; MapLibre itself is a lazy chunk of the map. Not a federation singleton: it holds no state.
export { PlaceMap } from './map/PlaceMap';
export type { LatLng, MapBox, NumberedPlace, PlaceMapProps } from './map/map-types';
