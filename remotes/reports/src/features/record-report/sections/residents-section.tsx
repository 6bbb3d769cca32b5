import { formatDisplayDate } from '@beacon/platform';

import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import { PersonLink } from './record-links';
import { fullName } from './report-text';
import type { SectionProps } from './section-props';

/** The people living at the address, each a link to their report. */
export function ResidentsSection({ report, onCorrect }: SectionProps) {
  const residents = report.location?.residents ?? [];
  return (
    <FactGroup things="residents" count={residents.length}>
      {residents.map((resident, index) => {
        const name = fullName(resident.name);
        return (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                report={report}
                onCorrect={onCorrect}
                itemId={itemIdOf('residents', 'residents', index)}
                label="Resident"
                value={name}
              >
                <PersonLink pointer={resident.pointer}>{name}</PersonLink>
              </CorrectableValue>
            }
            details={[
              resident.age !== null ? `Age ${resident.age}` : null,
              `Resident since ${formatDisplayDate(resident.since)}`,
            ]}
            source={resident}
          />
        );
      })}
    </FactGroup>
  );
}
