import type { RecordType, ReportSection } from '@beacon/api';

/** What every component of the record view's side column gets, whether the server chose it or it is the default. */
export interface SideColumnProps {
  recordId: number;
  type: RecordType;
  sectionTitles: Partial<Record<ReportSection, string>>;
}
