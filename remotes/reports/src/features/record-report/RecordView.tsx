import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

import {
  recordReportFailure,
  accountKeys,
  useRecordLayout,
  useRecordReport,
  type RecordReport,
  type RecordType,
  type ReportSection,
} from '@beacon/api';
import { ErrorScreen, NotFoundScreen, Page, RouteSpinner } from '@beacon/ui';

import { DynamicLayout } from '../../dynamic-layout/DynamicLayout';
import { recordLayoutId } from '../../dynamic-layout/record-layout-id';
import { useDynamicLayout } from '../../dynamic-layout/use-dynamic-layout';
import { useIsMobile } from '../../layout/use-is-mobile';
import { REPORT_TYPE_LABELS } from '../../record-display/record-display';
import { RecordSuggestedReports } from '../../suggested-reports/RecordSuggestedReports';
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

/**
 * The sections of the layout, in its order, that this record type has; locked ones keep their place. The names may
 * be the dynamic layout's (sections and side column pieces together): anything not a section of the type is skipped.
 */
function placeSections(report: RecordReport, layoutSections: readonly string[]): PlacedSection[] {
  const registry: Partial<Record<string, SectionDefinition>> = sectionsFor(report.type);
  const locked = new Map<string, string>(report.locked.map((entry) => [entry.section, entry.requiredItem]));
  const seen = new Set<string>();
  return layoutSections.flatMap((section) => {
    const definition = registry[section];
    if (!definition || seen.has(section)) return [];
    seen.add(section);
    return [{ section: section as ReportSection, definition, lockedBy: locked.get(section) }];
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
 * view, report actions, and a side column. The server chooses both through the dynamic layout `record-<type>`
 * (issue 56 point 4): its desktop or mobile list (breakpoint 1200) gives the sections in order and the side column's
 * pieces in theirs. Without one (none stored, a failure, no section named) the sections follow the record's layout
 * (GET /me/records/{id}/layout, or the type's built-in order) and the side column shows its own children.
 */
export function RecordView({ recordId, type }: RecordViewProps) {
  const report = useRecordReport(recordId);
  const layout = useRecordLayout(recordId, type);
  const isMobile = useIsMobile();
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
  // the same query as the side column's <DynamicLayout>: one request (prefetched with the report, expose/routes.tsx)
  const dynamic = useDynamicLayout(recordLayoutId(reportType));
  const chosenNames = dynamic.data ? (isMobile ? dynamic.data.mobile : dynamic.data.desktop) : null;
  const queryClient = useQueryClient();
  const openedPerson = loaded?.type === 'person' ? loaded.recordId : null;
  useEffect(() => {
    // opening a person report may have noted it as the member's possible own report (the Guardian-retarget notice
    // of spec §4, shown on the next page): the header's account is read again
    if (openedPerson !== null) void queryClient.invalidateQueries({ queryKey: accountKeys.me() });
  }, [openedPerson, queryClient]);
  const sections = useMemo(() => {
    if (!loaded || !layoutData) return [];
    const chosen = chosenNames ? placeSections(loaded, chosenNames) : [];
    return chosen.length ? chosen : placeSections(loaded, layoutData.sections);
  }, [loaded, layoutData, chosenNames]);
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
  // waits for the dynamic layout too (a 404 or a failure ends the wait), so the sections are not drawn twice in two
  // orders; a copy from session storage counts as an answer (spec §4: read from there first, then refreshed)
  if (!loaded || !layoutData || dynamic.isPending) {
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
      <div className={styles.layoutFrame}>
        <div className={styles.layout}>
          <SectionNavigator
            entries={sections.map(({ section, definition }) => ({ section, title: definition.title }))}
          />
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
              <RecordSuggestedReports recordId={recordId} />
            </DynamicLayout>
          </aside>
        </div>
      </div>
    </Page>
  );
}
