import { useDeferredValue, useMemo, useState } from 'react';

import {
  recordReportFailure,
  useRecordLayout,
  useRecordReport,
  type RecordReport,
  type RecordType,
  type ReportSection,
} from '@beacon/api';
import { ErrorScreen, NotFoundScreen, Page, RouteSpinner } from '@beacon/ui';

import { DynamicLayout } from '../../dynamic-layout/DynamicLayout';
import { recordLayoutId } from '../../dynamic-layout/record-layout-id';
import { REPORT_TYPE_LABELS } from '../../record-display/record-display';
import { SuggestedReports } from '../../suggested-reports/SuggestedReports';
import { CorrectionModal, type CorrectionTarget } from './CorrectionModal';
import { MonitorReport } from './MonitorReport';
import { PdfDownload } from './PdfDownload';
import { RecordSummary } from './RecordSummary';
import styles from './record-view.module.css';
import { reportSubject } from './report-subject';
import { ReportSectionFrame } from './ReportSectionFrame';
import { SectionNavigator } from './SectionNavigator';
import { sectionsFor, type SectionDefinition } from './sections/section-registry';
import { sideColumnComponents } from './side-column-components';
import type { SideColumnProps } from './side-column-props';
import { useReportOutcome } from './use-report-outcome';
import { useProgressiveReveal } from './use-progressive-reveal';
import { useSectionInView } from './use-section-in-view';
import { YourReportConfirmation } from './YourReportConfirmation';

export interface RecordViewProps {
  recordId: number;
  /** the record's type as far as it is known before the report arrives (navigation state or the record) */
  type: RecordType;
}

/** Sections rendered before the others: the ones a phone or a laptop shows first. */
const FIRST_SCREEN_SECTIONS = 2;

interface PlacedSection {
  section: ReportSection;
  definition: SectionDefinition;
  lockedBy: string | undefined;
}

/** The sections of the layout, in its order, that this record type has; locked ones keep their place. */
function placeSections(report: RecordReport, layoutSections: readonly ReportSection[]): PlacedSection[] {
  const registry = sectionsFor(report.type);
  const locked = new Map(report.locked.map((entry) => [entry.section, entry.requiredItem]));
  const seen = new Set<ReportSection>();
  return layoutSections.flatMap((section) => {
    const definition = registry[section];
    if (!definition || seen.has(section)) return [];
    seen.add(section);
    return [{ section, definition, lockedBy: locked.get(section) }];
  });
}

function ReportBody({ report, sections }: { report: RecordReport; sections: PlacedSection[] }) {
  const [correcting, setCorrecting] = useState<CorrectionTarget | null>(null);
  const shown = useProgressiveReveal(sections, FIRST_SCREEN_SECTIONS);
  useSectionInView(
    sections.map((entry) => entry.section),
    shown.map((entry) => entry.section),
  );
  return (
    <>
      {shown.map((entry) => (
        <ReportSectionFrame
          key={entry.section}
          report={report}
          section={entry.section}
          definition={entry.definition}
          lockedBy={entry.lockedBy}
          onCorrect={setCorrecting}
        />
      ))}
      {correcting ? (
        <CorrectionModal recordId={report.recordId} target={correcting} onClose={() => setCorrecting(null)} />
      ) : null}
    </>
  );
}

/**
 * One record's report (spec §2.4): the sections of the layout in order with a navigator that follows the section in
 * view, report actions, and a side column whose content the server may choose (dynamic layout `record-<type>`).
 */
export function RecordView({ recordId, type }: RecordViewProps) {
  const report = useRecordReport(recordId);
  const layout = useRecordLayout(recordId, type);
  useReportOutcome(recordId, report.data, report.error);
  // A query's answer reaches React as a synchronous update, and the whole report rendered in one task (issue 19:
  // 60–130 ms on a mid-range phone, Lighthouse's total blocking time). Deferred, the answer's render is a transition
  // that React renders in slices, yielding to the browser between them. The `null` first values defer the mount too:
  // this view usually mounts when the record has named its type, with the report already loaded, and without an
  // initial value useDeferredValue renders a mount's value at once.
  const reportData = useDeferredValue<typeof report.data | null>(report.data, null);
  const layoutData = useDeferredValue<typeof layout.data | null>(layout.data, null);

  const loaded = reportData?.status === 'ok' ? reportData.report : null;
  const reportType = loaded?.type ?? type;
  const sections = useMemo(
    () => (loaded && layoutData ? placeSections(loaded, layoutData.sections) : []),
    [loaded, layoutData],
  );
  const sideProps = useMemo<SideColumnProps>(() => {
    const titles: SideColumnProps['sectionTitles'] = {};
    for (const [section, definition] of Object.entries(sectionsFor(reportType))) {
      titles[section as ReportSection] = definition.title;
    }
    return { recordId, type: reportType, sectionTitles: titles };
  }, [recordId, reportType]);

  if (report.isError) {
    // no such report for this member: the Not Found page, at the report's URL (issue 56)
    if (recordReportFailure(report.error) === 'not-found') return <NotFoundScreen />;
    return (
      <Page title={REPORT_TYPE_LABELS[type]}>
        {/* 410 is on its way to the not-found page, 402 to purchase; anything else stays here, logged */}
        <ErrorScreen error={report.error} />
      </Page>
    );
  }
  if (!loaded || !layoutData) {
    return (
      <Page title={REPORT_TYPE_LABELS[type]}>
        <RouteSpinner label="Loading report" />
      </Page>
    );
  }

  return (
    <Page title={reportSubject(loaded)} intro={REPORT_TYPE_LABELS[loaded.type]}>
      <div className={styles.actions}>
        <PdfDownload recordId={loaded.recordId} type={loaded.type} />
        <YourReportConfirmation report={loaded} />
        <MonitorReport report={loaded} />
      </div>
      <div className={styles.layout}>
        <SectionNavigator entries={sections.map(({ section, definition }) => ({ section, title: definition.title }))} />
        <div className={styles.sections}>
          <ReportBody report={loaded} sections={sections} />
        </div>
        <aside className={styles.side} aria-label="About this report">
          <DynamicLayout
            layoutId={recordLayoutId(loaded.type)}
            components={sideColumnComponents}
            componentProps={sideProps}
          >
            <RecordSummary {...sideProps} />
            <SuggestedReports />
          </DynamicLayout>
        </aside>
      </div>
    </Page>
  );
}
