import type { ComponentType } from 'react';

import { SuggestedReports } from '../../suggested-reports/SuggestedReports';
import { PdfDownload } from './PdfDownload';
import { RecordSummary } from './RecordSummary';
import type { SideColumnProps } from './side-column-props';

/** The names a server-chosen layout of the record view's side column may use (GET /dynamic-layouts/record-<type>). */
export const sideColumnComponents: Readonly<Record<string, ComponentType<SideColumnProps>>> = {
  RecordSummary,
  SuggestedReports,
  PdfDownload,
};
