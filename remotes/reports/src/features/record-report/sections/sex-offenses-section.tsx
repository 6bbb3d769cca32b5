import { formatDisplayDate } from '@beacon/platform';

import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import { LocationLink } from './record-links';
import { formatAddress } from './report-text';
import type { SectionProps } from './section-props';

/** The person's sex offender registrations: offense, tier, registration date and registered address. */
export function SexOffensesSection({ report, onCorrect }: SectionProps) {
  const offenses = report.person?.sex_offenses ?? [];
  return (
    <FactGroup things="sex offender registrations" count={offenses.length}>
      {offenses.map((offense, index) => (
        <FactItem
          key={index}
          title={
            <CorrectableValue
              report={report}
              onCorrect={onCorrect}
              itemId={itemIdOf('sex_offenders', 'sex_offenses', index)}
              label="Offense"
              value={offense.offense}
            />
          }
          marks={[`Tier ${offense.tier}`]}
          details={[`Registered ${formatDisplayDate(offense.registered_on)}`]}
          source={offense}
        >
          <p>
            Registered address: <LocationLink pointer={offense.pointer}>{formatAddress(offense.address)}</LocationLink>
          </p>
        </FactItem>
      ))}
    </FactGroup>
  );
}
