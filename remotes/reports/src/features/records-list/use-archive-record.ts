import { useMutation, useQueryClient } from '@tanstack/react-query';

import { patchRecord, recordKeys, type MemberRecord } from '@beacon/api';

/**
 * Archive or restore a record. The list changes at once (an archived record moves to the end, spec §4) and goes
 * back if the server refuses; failures are logged (spec §8) and surface as the mutation's error.
 */
export function useArchiveRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ record, archived }: { record: MemberRecord; archived: boolean }) =>
      patchRecord(record.recordId, { isArchived: archived }),
    onMutate: async ({ record, archived }) => {
      await queryClient.cancelQueries({ queryKey: recordKeys.list() });
      const previous = queryClient.getQueryData<MemberRecord[]>(recordKeys.list());
      queryClient.setQueryData<MemberRecord[]>(recordKeys.list(), (records) =>
        records?.map((item) => (item.recordId === record.recordId ? { ...item, isArchived: archived } : item)),
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      console.error('Archive record failed', error);
      if (context?.previous) queryClient.setQueryData(recordKeys.list(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.list() }),
  });
}
