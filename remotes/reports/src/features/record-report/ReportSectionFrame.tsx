import { useRestoreCorrections, type RecordReport, type ReportSection } from '@beacon/api';

import type { CorrectionTarget } from './CorrectionModal';
import { personSubject } from './report-subject';
import styles from './record-view.module.css';
import type { SectionDefinition } from './sections/section-registry';
import { SectionRating } from './SectionRating';
import { UpgradeCard } from './UpgradeCard';
import { sectionElementId } from './use-section-in-view';

export interface ReportSectionFrameProps {
  report: RecordReport;
  section: ReportSection;
  definition: SectionDefinition;
  /** the item to buy when the section is locked */
  lockedBy: string | undefined;
  onCorrect: (target: CorrectionTarget) => void;
}

/** The member's active corrections of one section (item ids are `<section>.<field>.<index>`). */
function activeCorrections(report: RecordReport, section: ReportSection): string[] {
  return Object.entries(report.corrections)
    .filter(([itemId, correction]) => correction.active && itemId.startsWith(`${section}.`))
    .map(([itemId]) => itemId);
}

/** One section of the record view: heading, rating, restore control, then the content or the upgrade card. */
export function ReportSectionFrame({ report, section, definition, lockedBy, onCorrect }: ReportSectionFrameProps) {
  const headingId = `${sectionElementId(section)}-title`;
  const corrected = activeCorrections(report, section);
  const restore = useRestoreCorrections();
  const { Component } = definition;
  return (
    <section id={sectionElementId(section)} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionHeader}>
        {/* focusable by script only: the navigator moves focus here */}
        <h2 id={headingId} tabIndex={-1} className={styles.sectionTitle}>
          {definition.title}
        </h2>
        {lockedBy ? null : (
          <SectionRating
            recordId={report.recordId}
            section={section}
            title={definition.title}
            rating={report.ratings[section]}
          />
        )}
      </div>
      {lockedBy ? (
        <UpgradeCard
          recordId={report.recordId}
          title={definition.title}
          requiredItem={lockedBy}
          subject={personSubject(report)}
        />
      ) : (
        <>
          {corrected.length ? (
            <div className={styles.restore}>
              <span>
                You corrected {corrected.length === 1 ? '1 item' : `${corrected.length} items`} in this section.
              </span>
              <button
                type="button"
                className={styles.linkButton}
                disabled={restore.isPending}
                onClick={() =>
                  restore.mutate(
                    { recordId: report.recordId, itemIds: corrected },
                    { onError: (error) => console.error('Restore corrections failed', error) },
                  )
                }
              >
                Restore original
              </button>
              {restore.isError ? (
                <span className={styles.inlineError} role="alert">
                  The original could not be restored.
                </span>
              ) : null}
            </div>
          ) : null}
          <Component report={report} onCorrect={onCorrect} />
        </>
      )}
    </section>
  );
}
