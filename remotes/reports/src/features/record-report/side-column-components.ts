import type { ComponentType } from 'react';

import type { RecordSideComponent } from '@beacon/validation';

import { RecordSuggestedReports } from '../../suggested-reports/RecordSuggestedReports';
import { PdfDownload } from './PdfDownload';
import { RecordSummary } from './RecordSummary';
import type { SideColumnProps } from './side-column-props';

/**
 * The names a server-chosen layout of the record view's side column may use (GET /dynamic-layouts/record-<type>;
 * the contract's RECORD_SIDE_COMPONENTS, which the server checks an administrator's layout against). On a report,
 * "SuggestedReports" are that record's own (issue 56 point 2).
 */
export const sideColumnComponents: Readonly<Record<RecordSideComponent, ComponentType<SideColumnProps>>> = {
  RecordSummary,
  SuggestedReports: RecordSuggestedReports,
  PdfDownload,
};
