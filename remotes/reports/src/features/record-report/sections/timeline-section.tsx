import type { DateParts, TimelineEvent } from '@beacon/api';
import { formatDisplayDate } from '@beacon/platform';

import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { EmptyState } from './empty-state';
import { FactItem } from './fact-item';
import type { SectionProps } from './section-props';
import styles from './sections.module.css';

interface IndexedEvent {
  event: TimelineEvent;
  /** position in report.timeline, which item ids refer to */
  index: number;
}

function newestFirst(a: DateParts, b: DateParts): number {
  return b.year - a.year || b.month - a.month || b.day - a.day;
}

function byYear(events: readonly TimelineEvent[]): [number, IndexedEvent[]][] {
  const sorted = events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => newestFirst(a.event.date, b.event.date) || a.index - b.index);
  const years = new Map<number, IndexedEvent[]>();
  for (const entry of sorted) {
    const year = years.get(entry.event.date.year) ?? [];
    year.push(entry);
    years.set(entry.event.date.year, year);
  }
  return [...years];
}

function kindLabel(kind: string): string {
  const words = kind.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The person's life events, newest first, under a heading per year. */
export function TimelineSection({ report, onCorrect }: SectionProps) {
  const events = report.timeline ?? [];
  if (!events.length) return <EmptyState things="timeline events" />;
  return (
    <div className={styles.content}>
      {byYear(events).map(([year, entries]) => (
        <div key={year} className={styles.group}>
          <h3 className={styles.year}>{year}</h3>
          <ol className={styles.timeline}>
            {entries.map(({ event, index }) => (
              <FactItem
                key={index}
                title={
                  <CorrectableValue
                    report={report}
                    onCorrect={onCorrect}
                    itemId={itemIdOf('timeline', 'timeline', index)}
                    label="Timeline event"
                    value={event.title}
                  />
                }
                details={[formatDisplayDate(event.date), kindLabel(event.kind)]}
                source={event}
              />
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
