import { formatDisplayDate, formatMoney } from '@beacon/platform';

import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { EmptyState } from './empty-state';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import { LocationLink } from './record-links';
import { formatAddress } from './report-text';
import type { SectionProps } from './section-props';
import styles from './sections.module.css';

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Properties (with purchase and assessed values), vehicles and watercraft. */
export function AssetsSection({ report, onCorrect }: SectionProps) {
  const properties = report.person?.assets?.properties ?? [];
  const vehicles = report.person?.assets?.vehicles ?? [];
  const watercraft = report.person?.assets?.watercraft ?? [];
  if (!properties.length && !vehicles.length && !watercraft.length) return <EmptyState things="assets" />;
  const correctable = { report, onCorrect };
  return (
    <div className={styles.content}>
      <FactGroup title="Properties" things="properties" count={properties.length}>
        {properties.map((property, index) => {
          const address = formatAddress(property.address);
          return (
            <FactItem
              key={index}
              title={
                <CorrectableValue
                  {...correctable}
                  itemId={itemIdOf('assets', 'properties', index)}
                  label="Property"
                  value={address}
                >
                  <LocationLink pointer={property.pointer}>{address}</LocationLink>
                </CorrectableValue>
              }
              details={[
                `Purchased ${formatDisplayDate(property.purchased)} for ${formatMoney(property.purchase_price)}`,
                `Assessed at ${formatMoney(property.assessed_value)}`,
              ]}
              source={property}
            />
          );
        })}
      </FactGroup>
      <FactGroup title="Vehicles" things="vehicles" count={vehicles.length}>
        {vehicles.map((vehicle, index) => (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                {...correctable}
                itemId={itemIdOf('assets', 'vehicles', index)}
                label="Vehicle"
                value={[vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ')}
              />
            }
            details={[capitalized(vehicle.color), `VIN ${vehicle.vin}`, vehicle.state]}
            source={vehicle}
          />
        ))}
      </FactGroup>
      <FactGroup title="Watercraft" things="watercraft" count={watercraft.length}>
        {watercraft.map((boat, index) => (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                {...correctable}
                itemId={itemIdOf('assets', 'watercraft', index)}
                label="Watercraft"
                value={`${boat.year} ${boat.make}, ${boat.length_ft} ft`}
              />
            }
            details={[`Hull ID ${boat.hull_id}`, boat.state]}
            source={boat}
          />
        ))}
      </FactGroup>
    </div>
  );
}
