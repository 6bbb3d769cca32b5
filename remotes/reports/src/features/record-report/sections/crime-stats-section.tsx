import { formatNumber } from '@beacon/platform';

import { BarChart } from './bar-chart';
import { EmptyState } from './empty-state';
import { FactSource } from './fact-source';
import type { SectionProps } from './section-props';
import styles from './sections.module.css';

const rate = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });

function comparison(area: number, national: number): string {
  if (national <= 0) return '';
  const difference = Math.round(((area - national) / national) * 100);
  if (difference === 0) return 'the same as';
  return difference > 0 ? `${difference}% above` : `${-difference}% below`;
}

/** Violent and property crime around the address against the national rates, as a chart. */
export function CrimeStatsSection({ report }: SectionProps) {
  const stats = report.location?.crime_stats;
  if (!stats) return <EmptyState things="crime statistics" />;
  const violent = comparison(stats.violent_per_1000, stats.national_violent_per_1000);
  const property = comparison(stats.property_per_1000, stats.national_property_per_1000);
  return (
    <div className={styles.content}>
      <BarChart
        caption={`Crimes per 1,000 residents in ${stats.year}`}
        series={['This area', 'National']}
        rows={[
          { label: 'Violent crime', values: [stats.violent_per_1000, stats.national_violent_per_1000] },
          { label: 'Property crime', values: [stats.property_per_1000, stats.national_property_per_1000] },
        ]}
        format={rate}
      />
      {violent && property ? (
        <p className={styles.details}>
          Violent crime is {violent} the national rate; property crime is {property} the national rate.
        </p>
      ) : null}
      <FactSource fact={stats} />
    </div>
  );
}
