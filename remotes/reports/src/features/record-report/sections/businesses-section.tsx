import { formatDisplayDate } from '@beacon/platform';

import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { FactDetails } from './fact-details';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import { groupCompanyNames } from './group-company-names';
import { formatAddress } from './report-text';
import type { SectionProps } from './section-props';

/** Businesses the person is tied to, their names grouped into primary, former and alternate (spec §3). */
export function BusinessesSection({ report, onCorrect }: SectionProps) {
  const businesses = report.person?.businesses ?? [];
  return (
    <FactGroup things="businesses" count={businesses.length}>
      {businesses.map((business, index) => {
        const names = groupCompanyNames(business.company_names);
        const name = names.primary[0] ?? names.former[0] ?? names.alternate[0] ?? 'Unnamed business';
        return (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                report={report}
                onCorrect={onCorrect}
                itemId={itemIdOf('businesses', 'businesses', index)}
                label="Business name"
                value={name}
              />
            }
            marks={business.status ? [business.status] : []}
            details={[
              business.role,
              business.state,
              business.incorporated ? `Incorporated ${formatDisplayDate(business.incorporated)}` : null,
            ]}
            source={business}
          >
            <FactDetails
              entries={[
                ['Primary names', names.primary.join(', ')],
                ['Former names', names.former.join(', ')],
                ['Alternate names', names.alternate.join(', ')],
                ['Address', business.address ? formatAddress(business.address) : ''],
              ]}
            />
          </FactItem>
        );
      })}
    </FactGroup>
  );
}
