import { formatDisplayDate } from '@beacon/platform';

import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { FactDetails } from './fact-details';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import { describeMatchingFields, matchingFields } from './match-indicators';
import type { SectionProps } from './section-props';

/** Court records, each with the fields on which it matched the person (spec §3 matching_fields). */
export function CriminalSection({ report, onCorrect }: SectionProps) {
  const records = report.person?.criminal_records ?? [];
  return (
    <FactGroup things="criminal records" count={records.length}>
      {records.map((record, index) => {
        const disposed = formatDisplayDate(record.disposition_date);
        return (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                report={report}
                onCorrect={onCorrect}
                itemId={itemIdOf('criminal', 'criminal_records', index)}
                label="Offense"
                value={record.offense}
              />
            }
            marks={record.offense_class ? [record.offense_class] : []}
            details={[
              `Case ${record.case_number}`,
              record.court,
              [record.county, record.state].filter(Boolean).join(', '),
            ]}
            source={record}
          >
            <FactDetails
              entries={[
                ['Offense date', formatDisplayDate(record.offense_date)],
                ['Filed', formatDisplayDate(record.filing_date)],
                ['Disposition', disposed ? `${record.disposition} (${disposed})` : record.disposition],
                ['Sentence', record.sentence],
                ['Matching fields', describeMatchingFields(matchingFields(record.match_indicators))],
              ]}
            />
          </FactItem>
        );
      })}
    </FactGroup>
  );
}
