import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import { PersonLink } from './record-links';
import { fullName } from './report-text';
import type { SectionProps } from './section-props';

/** Businesses registered at the address and who owns them. */
export function LocationBusinessesSection({ report, onCorrect }: SectionProps) {
  const businesses = report.location?.businesses ?? [];
  return (
    <FactGroup things="businesses" count={businesses.length}>
      {businesses.map((business, index) => (
        <FactItem
          key={index}
          title={
            <CorrectableValue
              report={report}
              onCorrect={onCorrect}
              itemId={itemIdOf('businesses', 'businesses', index)}
              label="Business"
              value={business.name}
            />
          }
          source={business}
        >
          <p>
            Owner: <PersonLink pointer={business.owner.pointer}>{fullName(business.owner.name)}</PersonLink>
          </p>
        </FactItem>
      ))}
    </FactGroup>
  );
}
