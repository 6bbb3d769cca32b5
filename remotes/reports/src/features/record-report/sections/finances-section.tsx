import { formatDisplayDate, formatMoney } from '@beacon/platform';

import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { EmptyState } from './empty-state';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import type { SectionProps } from './section-props';
import styles from './sections.module.css';

/** Bankruptcies, liens and judgments, amounts in US dollars. */
export function FinancesSection({ report, onCorrect }: SectionProps) {
  const bankruptcies = report.person?.finances?.bankruptcies ?? [];
  const liens = report.person?.finances?.liens ?? [];
  const judgments = report.person?.finances?.judgments ?? [];
  if (!bankruptcies.length && !liens.length && !judgments.length) return <EmptyState things="financial records" />;
  const correctable = { report, onCorrect };
  return (
    <div className={styles.content}>
      <FactGroup title="Bankruptcies" things="bankruptcies" count={bankruptcies.length}>
        {bankruptcies.map((bankruptcy, index) => (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                {...correctable}
                itemId={itemIdOf('finances', 'bankruptcies', index)}
                label="Bankruptcy"
                value={`Chapter ${bankruptcy.chapter} bankruptcy`}
              />
            }
            marks={bankruptcy.status ? [bankruptcy.status] : []}
            details={[
              `Case ${bankruptcy.case_number}`,
              bankruptcy.court,
              `Filed ${formatDisplayDate(bankruptcy.filed)}`,
            ]}
            source={bankruptcy}
          />
        ))}
      </FactGroup>
      <FactGroup title="Liens" things="liens" count={liens.length}>
        {liens.map((lien, index) => (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                {...correctable}
                itemId={itemIdOf('finances', 'liens', index)}
                label="Lien"
                value={`${lien.type}: ${formatMoney(lien.amount)}`}
              />
            }
            marks={[lien.released ? 'Released' : 'Not released']}
            details={[
              lien.creditor,
              `Filed ${formatDisplayDate(lien.filed)}`,
              lien.released ? `Released ${formatDisplayDate(lien.released)}` : null,
            ]}
            source={lien}
          />
        ))}
      </FactGroup>
      <FactGroup title="Judgments" things="judgments" count={judgments.length}>
        {judgments.map((judgment, index) => (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                {...correctable}
                itemId={itemIdOf('finances', 'judgments', index)}
                label="Judgment"
                value={`${formatMoney(judgment.amount)} judgment for ${judgment.plaintiff}`}
              />
            }
            details={[judgment.court, `Filed ${formatDisplayDate(judgment.filed)}`]}
            source={judgment}
          />
        ))}
      </FactGroup>
    </div>
  );
}
