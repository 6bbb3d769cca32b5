import { formatDisplayDate } from '@beacon/platform';

import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import { PersonLink } from './record-links';
import { fullName } from './report-text';
import type { SectionProps } from './section-props';

/** Registered sex offenders living near the address. */
export function NearbyOffendersSection({ report, onCorrect }: SectionProps) {
  const offenders = report.location?.sex_offenders ?? [];
  return (
    <FactGroup things="sex offenders" count={offenders.length}>
      {offenders.map((offender, index) => {
        const name = fullName(offender.name);
        return (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                report={report}
                onCorrect={onCorrect}
                itemId={itemIdOf('sex_offenders', 'sex_offenders', index)}
                label="Sex offender"
                value={name}
              >
                <PersonLink pointer={offender.pointer}>{name}</PersonLink>
              </CorrectableValue>
            }
            marks={[`Tier ${offender.tier}`]}
            details={[
              offender.offense,
              offender.age !== null ? `Age ${offender.age}` : null,
              `Registered ${formatDisplayDate(offender.registered_on)}`,
            ]}
            source={offender}
          />
        );
      })}
    </FactGroup>
  );
}
