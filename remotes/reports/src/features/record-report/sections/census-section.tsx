import { formatMoney, formatNumber, formatQuantity } from '@beacon/platform';

import { BarChart } from './bar-chart';
import { EmptyState } from './empty-state';
import { FactSource } from './fact-source';
import type { SectionProps } from './section-props';
import styles from './sections.module.css';

const count = (value: number) => formatNumber(value);
const percent = (value: number) => `${value}%`;

/** Census figures of the address's ZIP code, with charts of its people and homes. */
export function CensusSection({ report }: SectionProps) {
  const census = report.location?.census;
  if (!census) return <EmptyState things="census data" />;
  const owners = Math.min(100, Math.max(0, census.owner_occupied_percent));
  return (
    <div className={styles.content}>
      <dl className={styles.facts}>
        <div>
          <dt>Median age</dt>
          <dd>{census.median_age}</dd>
        </div>
        <div>
          <dt>Median household income</dt>
          <dd>{formatMoney(census.median_household_income)}</dd>
        </div>
        <div>
          <dt>In our records</dt>
          <dd>
            {formatQuantity(census.in_data_set.residents, 'resident')},{' '}
            {formatQuantity(census.in_data_set.places, 'place')}
          </dd>
        </div>
      </dl>
      <BarChart
        caption={`People and households in ZIP code ${census.zip_code}`}
        series={['Count']}
        rows={[
          { label: 'Population', values: [census.population] },
          { label: 'Households', values: [census.households] },
        ]}
        format={count}
      />
      <BarChart
        caption="Homes by occupancy"
        series={['Share of homes']}
        rows={[
          { label: 'Owner occupied', values: [owners] },
          { label: 'Renter occupied', values: [Math.round((100 - owners) * 10) / 10] },
        ]}
        format={percent}
        max={100}
      />
      <FactSource fact={census} />
    </div>
  );
}
