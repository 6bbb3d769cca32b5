import { formatDisplayDate, formatQuantity } from '@beacon/platform';

import guardian from './guardian.module.css';
import styles from './report.module.css';

export interface ScorePoint {
  at: string;
  score: number;
}

const WIDTH = 600;
const HEIGHT = 200;
const LEFT = 44;
const RIGHT = 16;
const TOP = 12;
const BOTTOM = 28;

/** What the chart shows, in one sentence, for screen readers (the table below gives every point). */
export function scoreHistorySummary(history: readonly ScorePoint[], maxScore: number): string {
  const first = history[0];
  const last = history[history.length - 1];
  if (!first || !last) return 'No Guardian score history yet.';
  if (history.length === 1) {
    return `Guardian score history, 1 scan: ${first.score} out of ${maxScore} on ${formatDisplayDate(first.at)}.`;
  }
  return (
    `Guardian score history, ${formatQuantity(history.length, 'scan')}: from ${first.score} on ${formatDisplayDate(first.at)} ` +
    `to ${last.score} on ${formatDisplayDate(last.at)}, out of ${maxScore}.`
  );
}

/** The score after each scan, drawn by hand as an SVG line chart scaled from 0 to the highest score. */
export function ScoreChart({ history, maxScore }: { history: readonly ScorePoint[]; maxScore: number }) {
  if (history.length === 0) return <p className={guardian.muted}>Your score history starts with the first scan.</p>;
  const times = history.map((point) => new Date(point.at).getTime());
  const start = Math.min(...times);
  const span = Math.max(...times) - start;
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  // scans close together in time would pile up: fall back to even spacing when the times say nothing
  const xOf = (index: number) => {
    if (history.length === 1) return LEFT + plotWidth / 2;
    const time = times[index] ?? start;
    const share = span > 0 && Number.isFinite(span) ? (time - start) / span : index / (history.length - 1);
    return LEFT + share * plotWidth;
  };
  const top = Math.max(maxScore, 1);
  const yOf = (score: number) => TOP + (1 - Math.min(Math.max(score / top, 0), 1)) * plotHeight;
  const points = history.map((point, index) => `${xOf(index).toFixed(1)},${yOf(point.score).toFixed(1)}`).join(' ');
  const first = history[0];
  const last = history[history.length - 1];

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={scoreHistorySummary(history, maxScore)}
      >
        {[0, 0.5, 1].map((share) => {
          const y = yOf(share * top);
          return (
            <g key={share}>
              <line className={styles.chartGrid} x1={LEFT} x2={WIDTH - RIGHT} y1={y} y2={y} />
              <text className={styles.chartLabel} x={LEFT - 8} y={y + 4} textAnchor="end">
                {Math.round(share * top)}
              </text>
            </g>
          );
        })}
        {history.length > 1 ? <polyline className={styles.chartLine} points={points} /> : null}
        {history.map((point, index) => (
          <circle
            key={`${point.at}-${index}`}
            className={styles.chartPoint}
            cx={xOf(index)}
            cy={yOf(point.score)}
            r={5}
          />
        ))}
        {first ? (
          <text className={styles.chartLabel} x={LEFT} y={HEIGHT - 6} textAnchor="start">
            {formatDisplayDate(first.at)}
          </text>
        ) : null}
        {last && history.length > 1 ? (
          <text className={styles.chartLabel} x={WIDTH - RIGHT} y={HEIGHT - 6} textAnchor="end">
            {formatDisplayDate(last.at)}
          </text>
        ) : null}
      </svg>
      <table className={guardian.visuallyHidden}>
        <caption>Guardian score after each scan</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {history.map((point, index) => (
            <tr key={`${point.at}-${index}`}>
              <td>{formatDisplayDate(point.at)}</td>
              <td>{point.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
