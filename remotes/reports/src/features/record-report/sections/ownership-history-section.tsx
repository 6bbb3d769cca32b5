import { formatMoney } from '@beacon/platform';

import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import { PersonLink } from './record-links';
import { formatDateRange, fullName } from './report-text';
import type { SectionProps } from './section-props';

/** Who owned the address and when, with the price each paid. */
export function OwnershipHistorySection({ report, onCorrect }: SectionProps) {
  const owners = report.location?.ownership_history ?? [];
  return (
    <FactGroup things="owners" count={owners.length}>
      {owners.map((ownership, index) => {
        const name = fullName(ownership.owner.name);
        return (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                report={report}
                onCorrect={onCorrect}
                itemId={itemIdOf('ownership_history', 'ownership_history', index)}
                label="Owner"
                value={name}
              >
                <PersonLink pointer={ownership.owner.pointer}>{name}</PersonLink>
              </CorrectableValue>
            }
            marks={ownership.to ? [] : ['Current owner']}
            details={[
              formatDateRange({ start: ownership.from, end: ownership.to }),
              `Bought for ${formatMoney(ownership.sale_price)}`,
            ]}
            source={ownership}
          />
        );
      })}
    </FactGroup>
  );
}
