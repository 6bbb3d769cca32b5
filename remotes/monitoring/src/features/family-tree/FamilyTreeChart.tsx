import type { MouseEvent } from 'react';
import { useHref, useNavigate } from '@beacon/react-router';

import { relativeReportPath, type GroupKey } from './family-groups';
import styles from './family-tree.module.css';
import type { PlacedNode, TreeDatum, TreeDrawing } from './tree-layout';

export interface FamilyTreeChartProps {
  drawing: TreeDrawing;
  onToggleGroup: (key: GroupKey) => void;
}

/**
 * The tree drawn as an SVG that scales to the width available (its viewBox). It is a picture for sighted members:
 * hidden from assistive technology and out of the tab order, as the list below it carries the same tree, its
 * controls and its links for screen readers and keyboards. With a pointer, a group folds its people away or shows
 * them again, and a person opens their report.
 */
export function FamilyTreeChart({ drawing, onToggleGroup }: FamilyTreeChartProps) {
  const { width, height } = drawing;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      data-orientation={drawing.orientation}
    >
      <g className={styles.links}>
        {drawing.links.map((link) => (
          <path key={link.id} className={styles.link} d={link.path} />
        ))}
      </g>
      {drawing.nodes.map((node) => (
        <TreeNode key={node.datum.id} node={node} onToggleGroup={onToggleGroup} />
      ))}
    </svg>
  );
}

function TreeNode({ node, onToggleGroup }: { node: PlacedNode; onToggleGroup: (key: GroupKey) => void }) {
  const { datum } = node;
  const transform = `translate(${node.x - node.width / 2},${node.y - node.height / 2})`;
  if (datum.kind === 'group') {
    return (
      <g
        className={styles.groupNode}
        transform={transform}
        data-group={datum.key}
        data-expanded={datum.expanded}
        onClick={() => onToggleGroup(datum.key)}
      >
        <rect className={styles.groupBox} width={node.width} height={node.height} rx={12} />
        <text className={styles.groupLabel} x={node.width / 2} y={19} textAnchor="middle">
          {datum.label}
        </text>
        <text className={styles.groupCount} x={node.width / 2} y={36} textAnchor="middle">
          {datum.count === 1 ? '1 person' : `${datum.count} people`} {datum.expanded ? '▾' : '▸'}
        </text>
      </g>
    );
  }
  if (datum.kind === 'person') return <PersonNode node={node} datum={datum} transform={transform} />;
  return (
    <g transform={transform}>
      <rect className={styles.rootBox} width={node.width} height={node.height} rx={8} />
      <NodeText node={node} datum={datum} className={styles.rootText} />
    </g>
  );
}

type PersonDatum = Extract<TreeDatum, { kind: 'person' }>;

function PersonNode({ node, datum, transform }: { node: PlacedNode; datum: PersonDatum; transform: string }) {
  const navigate = useNavigate();
  const to = relativeReportPath(datum.pointer);
  const href = useHref(to);

  function open(event: MouseEvent<Element>) {
    // a modified click (new tab, new window) is the browser's to handle
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  }

  return (
    <a
      className={styles.personNode}
      href={href}
      tabIndex={-1}
      aria-label={`Open the report of ${datum.first} ${datum.last}`}
      data-pointer={datum.pointer}
      onClick={open}
    >
      <g transform={transform}>
        <rect className={styles.personBox} width={node.width} height={node.height} rx={8} />
        <NodeText node={node} datum={datum} className={styles.personText} />
      </g>
    </a>
  );
}

// Average character widths at the drawing's font sizes (names bold at 14, details at 12): text longer than its box
// is clipped with an ellipsis, the whole of it in a tooltip.
const NAME_CHARACTER = 8.6;
const DETAILS_CHARACTER = 6.4;
const INSET = 8;

function clip(text: string, boxWidth: number, characterWidth: number): string {
  const characters = Math.floor((boxWidth - 2 * INSET) / characterWidth);
  return text.length > characters ? `${text.slice(0, characters - 1).trimEnd()}…` : text;
}

function NodeText({
  node,
  datum,
  className,
}: {
  node: PlacedNode;
  datum: { name: string; details: string };
  className: string | undefined;
}) {
  const name = clip(datum.name, node.width, NAME_CHARACTER);
  const details = clip(datum.details, node.width, DETAILS_CHARACTER);
  const clipped = name !== datum.name || details !== datum.details;
  const middle = node.width / 2;
  return (
    <>
      {clipped ? <title>{[datum.name, datum.details].filter(Boolean).join(', ')}</title> : null}
      <text
        className={className}
        x={middle}
        y={details ? node.height / 2 - 4 : node.height / 2 + 5}
        textAnchor="middle"
      >
        <tspan className={styles.nodeName}>{name}</tspan>
        {details ? (
          <tspan className={styles.nodeDetails} x={middle} dy={18}>
            {details}
          </tspan>
        ) : null}
      </text>
    </>
  );
}
