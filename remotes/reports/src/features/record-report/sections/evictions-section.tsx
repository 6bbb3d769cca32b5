import { formatDisplayDate } from '@beacon/platform';

import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import type { SectionProps } from './section-props';

/** Eviction cases filed for the address. */
export function EvictionsSection({ report, onCorrect }: SectionProps) {
  const evictions = report.location?.evictions ?? [];
  return (
    <FactGroup things="evictions" count={evictions.length}>
      {evictions.map((eviction, index) => (
        <FactItem
          key={index}
          title={
            <CorrectableValue
              report={report}
              onCorrect={onCorrect}
              itemId={itemIdOf('evictions', 'evictions', index)}
              label="Eviction"
              value={`${eviction.plaintiff} v. ${eviction.defendant}`}
            />
          }
          marks={eviction.status ? [eviction.status] : []}
          details={[`Filed ${formatDisplayDate(eviction.filed)}`]}
          source={eviction}
        />
      ))}
    </FactGroup>
  );
}
