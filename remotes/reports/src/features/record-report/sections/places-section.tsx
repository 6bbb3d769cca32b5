import { formatNumber } from '@beacon/platform';

import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import type { SectionProps } from './section-props';

/** Places near the address, nearest first. */
export function PlacesSection({ report, onCorrect }: SectionProps) {
  const places = (report.location?.places ?? [])
    .map((place, index) => ({ place, index }))
    .sort((a, b) => a.place.distance_miles - b.place.distance_miles);
  return (
    <FactGroup things="places" count={places.length}>
      {places.map(({ place, index }) => (
        <FactItem
          key={index}
          title={
            <CorrectableValue
              report={report}
              onCorrect={onCorrect}
              itemId={itemIdOf('places', 'places', index)}
              label="Place"
              value={place.name}
            />
          }
          details={[place.category, `${formatNumber(place.distance_miles)} mi away`]}
          source={place}
        />
      ))}
    </FactGroup>
  );
}
