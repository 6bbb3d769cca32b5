import styles from './bar-chart.module.css';

export interface BarChartRow {
  label: string;
  /** one value per series, in the order of `series` */
  values: number[];
}

interface BarChartProps {
  /** what the chart shows; the caption of its data table */
  caption: string;
  /** names of the bars in each row ("This area", "National"); a legend is drawn when there are several */
  series: string[];
  rows: BarChartRow[];
  format: (value: number) => string;
  /** the value of a full-width bar; the largest value by default */
  max?: number;
}

const WIDTH = 640;
const LABEL_WIDTH = 170;
const VALUE_WIDTH = 110;
const BAR_HEIGHT = 20;
const BAR_GAP = 4;
const ROW_GAP = 14;

/**
 * Horizontal bars drawn as plain SVG. The drawing is hidden from assistive technology: screen readers get the same
 * numbers from a visually hidden table.
 */
export function BarChart({ caption, series, rows, format, max }: BarChartProps) {
  const largest = max ?? Math.max(0, ...rows.flatMap((row) => row.values));
  const scale = (value: number) =>
    largest > 0 ? (Math.max(0, value) / largest) * (WIDTH - LABEL_WIDTH - VALUE_WIDTH) : 0;
  const rowHeight = series.length * (BAR_HEIGHT + BAR_GAP) - BAR_GAP;
  const height = rows.length * (rowHeight + ROW_GAP) - ROW_GAP;
  return (
    <div className={styles.chart}>
      <p className={styles.caption} aria-hidden="true">
        {caption}
      </p>
      {series.length > 1 ? (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((name, index) => (
            <li key={name}>
              <span className={`${styles.swatch} ${styles[`series${index}`]}`} />
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      <svg
        className={styles.drawing}
        viewBox={`0 0 ${WIDTH} ${Math.max(height, 1)}`}
        aria-hidden="true"
        focusable="false"
        data-testid="bar-chart"
      >
        {rows.map((row, rowIndex) => {
          const top = rowIndex * (rowHeight + ROW_GAP);
          return (
            <g key={row.label} transform={`translate(0 ${top})`}>
              <text className={styles.label} x={0} y={rowHeight / 2} dominantBaseline="middle">
                {row.label}
              </text>
              {row.values.map((value, index) => {
                const y = index * (BAR_HEIGHT + BAR_GAP);
                const width = scale(value);
                return (
                  <g key={index}>
                    <rect
                      className={styles[`series${index}`]}
                      x={LABEL_WIDTH}
                      y={y}
                      width={width}
                      height={BAR_HEIGHT}
                      rx={3}
                    />
                    <text
                      className={styles.value}
                      x={LABEL_WIDTH + width + 6}
                      y={y + BAR_HEIGHT / 2}
                      dominantBaseline="middle"
                    >
                      {format(value)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <table className={styles.visuallyHidden}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {series.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={index}>{format(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
