import { formatDisplayDate } from '@beacon/platform';

import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { EmptyState } from './empty-state';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import type { SectionProps } from './section-props';
import styles from './sections.module.css';

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The number or address a phone or email report is about, above what the records hold on its owner. */
function Headline({ report }: Pick<SectionProps, 'report'>) {
  if (report.phone) {
    const { display, line_type, carrier, state } = report.phone;
    return (
      <div className={styles.group}>
        <h3 className={styles.groupTitle}>Phone number searched</h3>
        <p className={styles.headline}>{display}</p>
        <p className={styles.details}>
          {[line_type ? capitalized(line_type) : null, carrier, state].filter(Boolean).join(' · ')}
        </p>
      </div>
    );
  }
  if (report.email) {
    return (
      <div className={styles.group}>
        <h3 className={styles.groupTitle}>Email address searched</h3>
        <p className={styles.headline}>{report.email.address}</p>
      </div>
    );
  }
  return null;
}

/** Phone numbers (line type, carrier, current) and email addresses. */
export function ContactSection({ report, onCorrect }: SectionProps) {
  const phones = report.person?.phones ?? [];
  const emails = report.person?.emails ?? [];
  const headline = Boolean(report.phone ?? report.email);
  if (!headline && !phones.length && !emails.length) return <EmptyState things="contact details" />;
  return (
    <div className={styles.content}>
      <Headline report={report} />
      <FactGroup title="Phone numbers" things="phone numbers" count={phones.length}>
        {phones.map((phone, index) => (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                report={report}
                onCorrect={onCorrect}
                itemId={itemIdOf('contact', 'phones', index)}
                label="Phone number"
                value={phone.display}
              />
            }
            marks={phone.current ? ['Current'] : []}
            details={[
              capitalized(phone.line_type),
              phone.carrier,
              phone.state,
              phone.first_seen ? `First seen ${formatDisplayDate(phone.first_seen)}` : null,
            ]}
            source={phone}
          />
        ))}
      </FactGroup>
      <FactGroup title="Email addresses" things="email addresses" count={emails.length}>
        {emails.map((email, index) => (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                report={report}
                onCorrect={onCorrect}
                itemId={itemIdOf('contact', 'emails', index)}
                label="Email address"
                value={email.address}
              />
            }
            details={[email.first_seen ? `First seen ${formatDisplayDate(email.first_seen)}` : null]}
            source={email}
          />
        ))}
      </FactGroup>
    </div>
  );
}
