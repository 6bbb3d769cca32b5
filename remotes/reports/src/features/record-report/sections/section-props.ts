import type { RecordReport } from '@beacon/api';

/** An item a member can correct: its id `<section>.<field>.<index>`, what it is, and the text shown now. */
export interface CorrectableItem {
  itemId: string;
  label: string;
  value: string;
}

export interface SectionProps {
  report: RecordReport;
  /** opens the correction form for one item; when absent, no correction controls are shown */
  onCorrect?: (item: CorrectableItem) => void;
}
