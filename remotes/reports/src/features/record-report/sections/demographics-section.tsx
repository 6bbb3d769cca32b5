import { formatMoney } from '@beacon/platform';

import { BarChart, type BarChartRow } from './bar-chart';
import { EmptyState } from './empty-state';
import { FactSource } from './fact-source';
import type { SectionProps } from './section-props';
import styles from './sections.module.css';

// Labels of the groups the records use; a group the client does not know yet reads from its key.
const GROUP_LABELS: Record<string, string> = {
  under_18: 'Under 18',
  '18_to_64': '18 to 64',
  '65_and_over': '65 and over',
  high_school_or_higher: 'High school or higher',
  bachelors_or_higher: "Bachelor's or higher",
};

function rowsOf(groups: Record<string, number> | undefined): BarChartRow[] {
  return Object.entries(groups ?? {}).map(([key, value]) => {
    const words = key.replace(/_/g, ' ');
    return { label: GROUP_LABELS[key] ?? words.charAt(0).toUpperCase() + words.slice(1), values: [value] };
  });
}

const percent = (value: number) => `${value}%`;

/** Ages and education of the residents of the area, as charts, and its median home value. */
export function DemographicsSection({ report }: SectionProps) {
  const demographics = report.location?.demographics;
  if (!demographics) return <EmptyState things="demographic data" />;
  const ages = rowsOf(demographics.age_groups);
  const education = rowsOf(demographics.education);
  return (
    <div className={styles.content}>
      <dl className={styles.facts}>
        <div>
          <dt>Median home value</dt>
          <dd>{formatMoney(demographics.median_home_value)}</dd>
        </div>
      </dl>
      {ages.length ? (
        <BarChart caption="Residents by age" series={['Share of residents']} rows={ages} format={percent} max={100} />
      ) : null}
      {education.length ? (
        <BarChart
          caption="Education of adults"
          series={['Share of adults']}
          rows={education}
          format={percent}
          max={100}
        />
      ) : null}
      <FactSource fact={demographics} />
    </div>
  );
}
