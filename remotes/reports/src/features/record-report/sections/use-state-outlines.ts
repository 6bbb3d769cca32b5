import { type GeoPermissibleObjects } from 'd3-geo';
import { useEffect, useState } from 'react';
import { feature } from 'topojson-client';

import { loadUsAtlas } from './load-us-atlas';

type Topology = Parameters<typeof feature>[0];

export interface StateOutline {
  /** the state's name as the atlas spells it ("Minnesota") */
  name: string;
  shape: GeoPermissibleObjects;
}

function outlinesOf(topology: Topology): StateOutline[] {
  const states = topology.objects['states'];
  if (states?.type !== 'GeometryCollection') return [];
  return feature(topology, states).features.map((state) => ({
    name: typeof state.properties?.['name'] === 'string' ? state.properties['name'] : '',
    shape: state,
  }));
}

/**
 * The U.S. state outlines of the us-atlas package, loaded on first use as a chunk of their own (the atlas is 110 kB)
 * and drawn offline: no tile server. null until loaded, and for good if loading fails (the map then shows only its
 * marker).
 */
export function useStateOutlines(): StateOutline[] | null {
  const [outlines, setOutlines] = useState<StateOutline[] | null>(null);
  useEffect(() => {
    let current = true;
    loadUsAtlas()
      .then((atlas) => {
        // The package's JSON is a TopoJSON topology; its inferred JSON type is too loose for topojson-client.
        if (current) setOutlines(outlinesOf(atlas.default as unknown as Topology));
      })
      .catch((error: unknown) => console.error('The U.S. atlas failed to load', error));
    return () => {
      current = false;
    };
  }, []);
  return outlines;
}
