import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';

import { fullName, relativeDetails, type FamilyGroup, type GroupKey, type TreeRoot } from './family-groups';

// The family tree as d3-hierarchy lays it out: root = the report's person, one node per group of relatives, the
// people of each expanded group under it. `tree()` places the nodes; this module turns its coordinates into boxes
// and link paths in one drawing space, and the SVG's viewBox around them.
//
// Two arrangements of the same layout:
// - 'left-right' (wide columns): the person on the left, the groups in a column beside them, each group's people in
//   a column beside the group. Three boxes wide, however many relatives there are.
// - 'top-down' (narrow columns, phones): the person on top, the groups down a trunk below them, each group's people
//   beside it. Two boxes wide, so at 320 px the text keeps about three quarters of its size; a classic top-down tree
//   would put every relative side by side in one row and shrink a family of six to an unreadable strip.
// In both, tree() gives each group and person its place down the page (its breadth), with a gap between groups.

export type Orientation = 'top-down' | 'left-right';

export type TreeDatum =
  | { kind: 'root'; id: string; name: string; details: string; children: TreeDatum[] }
  | { kind: 'group'; id: string; key: GroupKey; label: string; count: number; expanded: boolean; children: TreeDatum[] }
  | { kind: 'person'; id: string; name: string; details: string; pointer: string; first: string; last: string };

export interface Box {
  width: number;
  height: number;
}

interface Geometry {
  box: Record<TreeDatum['kind'], Box>;
  /** the distance between neighbouring rows (tree()'s breadth) */
  row: number;
}

/** Box sizes in drawing units (the viewBox scales them to the width available). */
export const GEOMETRY: Record<Orientation, Geometry> = {
  'left-right': {
    box: { root: { width: 200, height: 56 }, group: { width: 168, height: 44 }, person: { width: 184, height: 52 } },
    row: 64,
  },
  'top-down': {
    box: { root: { width: 200, height: 56 }, group: { width: 150, height: 44 }, person: { width: 168, height: 52 } },
    row: 60,
  },
};

/** left-right: the distance between the centres of neighbouring columns */
const COLUMN = 240;
/** top-down: where the trunk runs down from the person, where the groups' column starts, the gap under the person
 * and between a group and its people */
const TRUNK = 14;
const INDENT = 28;
const UNDER_ROOT = 20;
const BESIDE_GROUP = 16;

const PADDING = 8;

export interface PlacedNode {
  datum: TreeDatum;
  /** centre of the box in the drawing */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedLink {
  id: string;
  /** an SVG path from the parent's box to the child's */
  path: string;
}

export interface TreeDrawing {
  orientation: Orientation;
  width: number;
  height: number;
  nodes: PlacedNode[];
  links: PlacedLink[];
}

/** The tree's data: collapsed groups keep their node (with its count) but not their people. */
export function treeData(root: TreeRoot, groups: readonly FamilyGroup[], collapsed: ReadonlySet<GroupKey>): TreeDatum {
  return {
    kind: 'root',
    id: 'root',
    name: root.name ? fullName(root.name) : 'This person',
    details: root.details,
    children: groups.map((group) => ({
      kind: 'group',
      id: `group-${group.key}`,
      key: group.key,
      label: group.label,
      count: group.people.length,
      expanded: !collapsed.has(group.key),
      children: collapsed.has(group.key)
        ? []
        : group.people.map((person, index) => ({
            kind: 'person',
            id: `person-${group.key}-${index}`,
            name: fullName(person.name),
            details: relativeDetails(person),
            pointer: person.pointer,
            first: person.name.first,
            last: person.name.last,
          })),
    })),
  };
}

function childrenOf(datum: TreeDatum): TreeDatum[] | undefined {
  return datum.kind !== 'person' && datum.children.length > 0 ? datum.children : undefined;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Lays the tree out with d3-hierarchy's `tree()` and measures the drawing. */
export function layoutTree(data: TreeDatum, orientation: Orientation): TreeDrawing {
  const { box, row } = GEOMETRY[orientation];
  const laidOut = tree<TreeDatum>()
    .nodeSize([row, COLUMN])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.25))(hierarchy(data, childrenOf));
  const descendants = laidOut.descendants();

  // tree() gives x along the rows (breadth) and y across the levels (depth)
  const centreOf = (node: HierarchyPointNode<TreeDatum>): { x: number; y: number } => {
    if (orientation === 'left-right') return { x: node.y, y: node.x };
    if (node.depth === 0) return { x: box.root.width / 2, y: 0 };
    const x =
      node.depth === 1 ? INDENT + box.group.width / 2 : INDENT + box.group.width + BESIDE_GROUP + box.person.width / 2;
    return { x, y: node.x };
  };
  const raw = descendants.map((node) => ({ node, ...centreOf(node), ...box[node.data.kind] }));
  if (orientation === 'top-down') {
    // the rows start under the person
    const rowsTop = Math.min(...raw.filter(({ node }) => node.depth > 0).map((entry) => entry.y - entry.height / 2));
    const shift = box.root.height / 2 + UNDER_ROOT - rowsTop;
    for (const entry of raw) if (entry.node.depth > 0) entry.y += shift;
  }

  const minX = Math.min(...raw.map((entry) => entry.x - entry.width / 2));
  const minY = Math.min(...raw.map((entry) => entry.y - entry.height / 2));
  const maxX = Math.max(...raw.map((entry) => entry.x + entry.width / 2));
  const maxY = Math.max(...raw.map((entry) => entry.y + entry.height / 2));
  const placed = new Map<HierarchyPointNode<TreeDatum>, PlacedNode>();
  for (const entry of raw) {
    placed.set(entry.node, {
      datum: entry.node.data,
      x: round(entry.x + PADDING - minX),
      y: round(entry.y + PADDING - minY),
      width: entry.width,
      height: entry.height,
    });
  }

  const links = laidOut.links().map(({ source, target }): PlacedLink => {
    const from = placed.get(source) as PlacedNode;
    const to = placed.get(target) as PlacedNode;
    const path = orientation === 'top-down' && source.depth === 0 ? trunkPath(from, to) : sidewaysPath(from, to);
    return { id: `${from.datum.id}->${to.datum.id}`, path };
  });

  return {
    orientation,
    width: round(maxX - minX + 2 * PADDING),
    height: round(maxY - minY + 2 * PADDING),
    nodes: [...placed.values()],
    links,
  };
}

/** A smooth curve from the parent's right edge to the child's left edge. */
function sidewaysPath(from: PlacedNode, to: PlacedNode): string {
  const x0 = from.x + from.width / 2;
  const x1 = to.x - to.width / 2;
  const middle = round((x0 + x1) / 2);
  return `M${x0},${from.y} C${middle},${from.y} ${middle},${to.y} ${x1},${to.y}`;
}

/** Down the trunk from the bottom of the person's box, then a rounded turn into the group's left edge. */
function trunkPath(from: PlacedNode, to: PlacedNode): string {
  const trunk = round(from.x - from.width / 2 + TRUNK);
  const top = from.y + from.height / 2;
  const left = to.x - to.width / 2;
  const radius = Math.min(8, left - trunk, to.y - top);
  return `M${trunk},${top} V${round(to.y - radius)} Q${trunk},${to.y} ${round(trunk + radius)},${to.y} H${left}`;
}
