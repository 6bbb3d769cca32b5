import { useRecordSuggestedReports, type SuggestedReport } from '@beacon/api';

import { RELATIONS, SuggestionList } from './SuggestionList';

const relationToSubject = (suggestion: SuggestedReport) => RELATIONS[suggestion.reason];

/**
 * A report's suggestions (issue 56 point 2): that record's own relatives and associates (the person the report is
 * about) or neighbors (the address), who are not reports of the member yet, each labelled by their relation to the
 * report's subject. Nothing while loading, when there are none, or when the call fails (spec §8, logged only).
 */
export function RecordSuggestedReports({ recordId }: { recordId: number }) {
  const { data } = useRecordSuggestedReports(recordId);
  return <SuggestionList suggestions={data} relation={relationToSubject} />;
}
