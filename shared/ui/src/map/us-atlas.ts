import type { FeatureCollection, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';

type Topology = Parameters<typeof feature>[0];
// the package's object types are looser than mesh's parameter (their properties may be null)
type MeshObject = Parameters<typeof mesh>[1];

/** The geography of the offline map, as GeoJSON. */
export interface UsGeography {
  /** the land of the United States (the nation's outline) */
  land: FeatureCollection<Polygon | MultiPolygon>;
  /** the borders between states, each drawn once */
  stateBorders: MultiLineString;
  /** the borders between counties inside a state, each drawn once */
  countyBorders: MultiLineString;
}

/** The us-atlas package's counties, states and nation (a TopoJSON topology, Census Bureau cartographic boundaries). */
export function loadUsAtlas() {
  return import(/* webpackChunkName: "us-atlas-counties" */ 'us-atlas/counties-10m.json');
}

const EMPTY_LINES: MultiLineString = { type: 'MultiLineString', coordinates: [] };

/** The topology turned into the sources of the offline style: shared arcs are drawn once (topojson's mesh). */
export function usGeographyOf(topology: Topology): UsGeography {
  const { nation, states, counties } = topology.objects;
  const collection = <P>(value: unknown) => value as FeatureCollection<Polygon | MultiPolygon, P>;
  return {
    land:
      nation?.type === 'GeometryCollection'
        ? collection<null>(feature(topology, nation))
        : { type: 'FeatureCollection', features: [] },
    stateBorders: states ? mesh(topology, states as MeshObject, (a, b) => a !== b) : EMPTY_LINES,
    // a county border that is also a state border is drawn by the state layer
    countyBorders: counties
      ? mesh(
          topology,
          counties as MeshObject,
          (a, b) => a !== b && String(a.id).slice(0, 2) === String(b.id).slice(0, 2),
        )
      : EMPTY_LINES,
  };
}
