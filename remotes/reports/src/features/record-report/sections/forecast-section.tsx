import { formatMoney } from '@beacon/platform';

import { BarChart } from './bar-chart';
import { EmptyState } from './empty-state';
import { FactSource } from './fact-source';
import type { SectionProps } from './section-props';
import styles from './sections.module.css';

function signed(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

/** The estimated value of the home now and in one, three and five years. */
export function ForecastSection({ report }: SectionProps) {
  const forecast = report.location?.forecast;
  if (!forecast) return <EmptyState things="value forecasts" />;
  return (
    <div className={styles.content}>
      <dl className={styles.facts}>
        <div>
          <dt>Estimated value now</dt>
          <dd>{formatMoney(forecast.current_value)}</dd>
        </div>
        <div>
          <dt>Expected change per year</dt>
          <dd>{signed(forecast.annual_change_percent)}</dd>
        </div>
      </dl>
      <BarChart
        caption="Estimated value over the next five years"
        series={['Estimated value']}
        rows={[
          { label: 'Now', values: [forecast.current_value] },
          { label: 'In 1 year', values: [forecast.one_year] },
          { label: 'In 3 years', values: [forecast.three_years] },
          { label: 'In 5 years', values: [forecast.five_years] },
        ]}
        format={formatMoney}
      />
      <FactSource fact={forecast} />
    </div>
  );
}
