import { formatDisplayDate } from '@beacon/platform';

import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import type { SectionProps } from './section-props';

/** Professional licenses: type, number, state, status and the dates they are valid. */
export function LicensesSection({ report, onCorrect }: SectionProps) {
  const licenses = report.person?.licenses ?? [];
  return (
    <FactGroup things="professional licenses" count={licenses.length}>
      {licenses.map((license, index) => (
        <FactItem
          key={index}
          title={
            <CorrectableValue
              report={report}
              onCorrect={onCorrect}
              itemId={itemIdOf('licenses', 'licenses', index)}
              label="License"
              value={license.type}
            />
          }
          marks={license.status ? [license.status] : []}
          details={[
            `License ${license.number}`,
            license.state,
            `Issued ${formatDisplayDate(license.issued)}`,
            `Expires ${formatDisplayDate(license.expires)}`,
          ]}
          source={license}
        />
      ))}
    </FactGroup>
  );
}
