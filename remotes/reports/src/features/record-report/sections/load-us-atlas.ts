/** The us-atlas package's state outlines (a TopoJSON topology, 110 kB): a chunk of its own, loaded on first use. */
export function loadUsAtlas() {
  return import(/* webpackChunkName: "us-atlas" */ 'us-atlas/states-10m.json');
}
