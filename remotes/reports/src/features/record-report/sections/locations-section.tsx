import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import { LocationLink } from './record-links';
import { formatAddress, formatDateRange } from './report-text';
import type { SectionProps } from './section-props';

/** The address history, as the records order it, with the dates the person lived at each and the current one marked. */
export function LocationsSection({ report, onCorrect }: SectionProps) {
  const locations = report.person?.locations ?? [];
  return (
    <FactGroup things="addresses" count={locations.length}>
      {locations.map((location, index) => {
        const address = formatAddress(location.address);
        return (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                report={report}
                onCorrect={onCorrect}
                itemId={itemIdOf('locations', 'locations', index)}
                label="Address"
                value={address}
              >
                <LocationLink pointer={location.pointer}>{address}</LocationLink>
              </CorrectableValue>
            }
            marks={location.current ? ['Current'] : []}
            details={[formatDateRange(location.date_range)]}
            source={location}
          />
        );
      })}
    </FactGroup>
  );
}
