import type { PropertyDetails } from '@beacon/api';
import { formatMoney, formatNumber } from '@beacon/platform';

import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { EmptyState } from './empty-state';
import { FactSource } from './fact-source';
import type { SectionProps } from './section-props';
import styles from './sections.module.css';

type PropertyField = Exclude<keyof PropertyDetails, 'source_type' | 'last_seen'>;

const squareFeet = (value: number) => `${formatNumber(value)} sq ft`;

// Each detail of the property: its label and how it reads. The report field name makes the item id.
const FIELDS: [PropertyField, string, (value: PropertyDetails) => string][] = [
  ['property_type', 'Property type', (property) => property.property_type],
  ['year_built', 'Year built', (property) => String(property.year_built)],
  ['living_area_sqft', 'Living area', (property) => squareFeet(property.living_area_sqft)],
  ['lot_sqft', 'Lot size', (property) => squareFeet(property.lot_sqft)],
  ['bedrooms', 'Bedrooms', (property) => String(property.bedrooms)],
  ['bathrooms', 'Bathrooms', (property) => String(property.bathrooms)],
  ['estimated_value', 'Estimated value', (property) => formatMoney(property.estimated_value)],
];

/** The building at the address: type, age, size, rooms and estimated value. */
export function PropertySection({ report, onCorrect }: SectionProps) {
  const property = report.location?.location;
  if (!property) return <EmptyState things="property details" />;
  const shown = FIELDS.filter(([field]) => property[field] !== null && property[field] !== undefined);
  return (
    <div className={styles.content}>
      <dl className={styles.facts}>
        {shown.map(([field, label, read]) => (
          <div key={field}>
            <dt>{label}</dt>
            <dd>
              <CorrectableValue
                report={report}
                onCorrect={onCorrect}
                itemId={itemIdOf('location', field, 0)}
                label={label}
                value={read(property)}
              />
            </dd>
          </div>
        ))}
      </dl>
      <FactSource fact={property} />
    </div>
  );
}
