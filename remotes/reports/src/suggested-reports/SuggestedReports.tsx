import { useCallback } from 'react';

import { useSuggestedReports, type SuggestedReport } from '@beacon/api';

import { RELATIONS, SuggestionList } from './SuggestionList';

interface SuggestedReportsProps {
  /** the member's records by id, named as their cards name them: each suggestion says whose relation it is */
  recordNames?: ReadonlyMap<number, string>;
}

/**
 * The member-wide list (the records list shows it): people related to any of the member's reports who are not
 * reports yet, each labelled with whose relative, associate or neighbor they are ("Relative of John Smith"), since
 * the list mixes the people of several reports. A report shows its own instead (RecordSuggestedReports). Shows
 * nothing while loading, when there are none, or when the call fails (spec §8: that failure is only logged).
 */
export function SuggestedReports({ recordNames }: SuggestedReportsProps) {
  const { data } = useSuggestedReports();
  const relation = useCallback(
    (suggestion: SuggestedReport) => {
      const of = recordNames?.get(suggestion.fromRecordId);
      return of ? `${RELATIONS[suggestion.reason]} of ${of}` : RELATIONS[suggestion.reason];
    },
    [recordNames],
  );
  return <SuggestionList suggestions={data} relation={relation} />;
}
