import { petersRelatives } from '../../test-support/family-fixtures';
import { groupRelatives, type GroupKey } from './family-groups';
import { layoutTree, treeData, type PlacedNode, type TreeDrawing } from './tree-layout';

const root = { name: { first: 'Peter', last: 'Lindqvist' }, details: 'age 48, Minneapolis, MN' };
const groups = groupRelatives(petersRelatives);
const drawn = (collapsed: GroupKey[] = [], orientation: 'top-down' | 'left-right' = 'top-down') =>
  layoutTree(treeData(root, groups, new Set(collapsed)), orientation);
const ofKind = (drawing: TreeDrawing, kind: PlacedNode['datum']['kind']) =>
  drawing.nodes.filter((node) => node.datum.kind === kind);

function expectInside(drawing: TreeDrawing) {
  for (const node of drawing.nodes) {
    expect(node.x - node.width / 2).toBeGreaterThanOrEqual(0);
    expect(node.y - node.height / 2).toBeGreaterThanOrEqual(0);
    expect(node.x + node.width / 2).toBeLessThanOrEqual(drawing.width);
    expect(node.y + node.height / 2).toBeLessThanOrEqual(drawing.height);
  }
}

function expectNoOverlap(nodes: PlacedNode[]) {
  for (const [index, a] of nodes.entries()) {
    for (const b of nodes.slice(index + 1)) {
      const apart = Math.abs(a.x - b.x) >= (a.width + b.width) / 2 || Math.abs(a.y - b.y) >= (a.height + b.height) / 2;
      expect(apart).toBe(true);
    }
  }
}

describe('tree layout', () => {
  it('lays the tree out top-down for narrow columns: the person on top, the groups below, their people beside them', () => {
    const drawing = drawn();
    expect(drawing.orientation).toBe('top-down');
    const [person] = ofKind(drawing, 'root');
    const groupNodes = ofKind(drawing, 'group');
    const people = ofKind(drawing, 'person');
    expect(groupNodes.map((node) => node.datum.id)).toEqual([
      'group-spouse',
      'group-parents',
      'group-siblings',
      'group-children',
      'group-other',
    ]);
    expect(people).toHaveLength(6);
    const bottomOf = (node: PlacedNode | undefined) => (node ? node.y + node.height / 2 : Infinity);
    expect(
      drawing.nodes.filter((node) => node !== person).every((node) => node.y - node.height / 2 > bottomOf(person)),
    ).toBe(true);
    // the groups in their order down the page, in one column; their people in a column beside them
    const ys = groupNodes.map((node) => node.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    expect(new Set(groupNodes.map((node) => node.x)).size).toBe(1);
    expect(new Set(people.map((node) => node.x)).size).toBe(1);
    expect(people.every((node) => node.x > (groupNodes[0]?.x ?? Infinity))).toBe(true);
    // two boxes wide
    expect(drawing.width).toBeLessThan(400);
    expect(drawing.links).toHaveLength(11);
    expectInside(drawing);
    expectNoOverlap(drawing.nodes);
  });

  it('lays the tree out left to right for wide columns, three columns wide', () => {
    const drawing = drawn([], 'left-right');
    const [person] = ofKind(drawing, 'root');
    const groupNodes = ofKind(drawing, 'group');
    const people = ofKind(drawing, 'person');
    expect(groupNodes.every((node) => node.x > (person?.x ?? Infinity))).toBe(true);
    expect(people.every((node) => node.x > (groupNodes[0]?.x ?? Infinity))).toBe(true);
    const ys = groupNodes.map((node) => node.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    expect(drawing.width).toBeLessThan(720);
    expectInside(drawing);
    expectNoOverlap(drawing.nodes);
  });

  it('keeps a folded group with its count but not its people', () => {
    const drawing = drawn(['children', 'spouse']);
    const children = drawing.nodes.find((node) => node.datum.id === 'group-children');
    expect(children?.datum).toMatchObject({ kind: 'group', expanded: false, count: 2 });
    expect(ofKind(drawing, 'person').map((node) => (node.datum.kind === 'person' ? node.datum.first : ''))).toEqual([
      'Ingrid',
      'Annika',
      'Morten',
    ]);
    expect(drawing.links).toHaveLength(8);
    expect(drawing.height).toBeLessThan(drawn().height);
  });

  it('draws each link from the parent box edge to the child box edge', () => {
    const wide = drawn([], 'left-right');
    const find = (drawing: TreeDrawing, id: string) => drawing.nodes.find((node) => node.datum.id === id) as PlacedNode;
    const group = find(wide, 'group-children');
    const child = find(wide, 'person-children-0');
    const link = wide.links.find((candidate) => candidate.id === 'group-children->person-children-0');
    expect(link?.path.startsWith(`M${group.x + group.width / 2},${group.y} C`)).toBe(true);
    expect(link?.path.endsWith(` ${child.x - child.width / 2},${child.y}`)).toBe(true);

    // top-down: down the trunk under the person, then into the group's left edge
    const narrow = drawn();
    const person = find(narrow, 'root');
    const spouse = find(narrow, 'group-spouse');
    const trunk = narrow.links.find((candidate) => candidate.id === 'root->group-spouse');
    expect(trunk?.path.startsWith(`M${person.x - person.width / 2 + 14},${person.y + person.height / 2} V`)).toBe(true);
    expect(trunk?.path.endsWith(`,${spouse.y} H${spouse.x - spouse.width / 2}`)).toBe(true);
  });
});
