import { QueryClient } from '@tanstack/react-query';

import {
  dynamicLayoutQueryOptions,
  recordLayoutQueryOptions,
  recordQueryOptions,
  recordReportQueryOptions,
  recordsQueryOptions,
  type MemberRecord,
} from '@beacon/api';

import * as routesModule from './routes';

function spiedClient(record: Pick<MemberRecord, 'type'> | Error) {
  const queryClient = new QueryClient();
  const prefetchQuery = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
  const fetchQuery = jest
    .spyOn(queryClient, 'fetchQuery')
    .mockImplementation(() => (record instanceof Error ? Promise.reject(record) : Promise.resolve(record)));
  const prefetchedKeys = () => prefetchQuery.mock.calls.map(([options]) => options.queryKey);
  return { queryClient, fetchQuery, prefetchedKeys };
}

describe("the reports remote's routes module", () => {
  it('prefetches the records list for the list', () => {
    const { queryClient, prefetchedKeys } = spiedClient({ type: 'person' });
    routesModule.prefetch.recordsList?.({}, queryClient, '');
    expect(prefetchedKeys()).toEqual([recordsQueryOptions().queryKey]);
  });

  it("starts a report's record, report and layout together, and the dynamic layout once the record names the type", async () => {
    const { queryClient, fetchQuery, prefetchedKeys } = spiedClient({ type: 'phone' });
    // a record id as the report links carry it, base64 of the number
    routesModule.prefetch.recordReport?.({ recordId: btoa('41') }, queryClient, '');
    expect(fetchQuery.mock.calls[0]?.[0].queryKey).toEqual(recordQueryOptions('41').queryKey);
    expect(prefetchedKeys()).toEqual([
      recordReportQueryOptions('41').queryKey,
      recordLayoutQueryOptions('41').queryKey,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetchedKeys()).toEqual([
      recordReportQueryOptions('41').queryKey,
      recordLayoutQueryOptions('41').queryKey,
      dynamicLayoutQueryOptions('record-phone').queryKey,
    ]);
  });

  it('asks for no dynamic layout when the record cannot be read, and nothing for a link that names no record', async () => {
    const failing = spiedClient(new Error('404'));
    routesModule.prefetch.recordReport?.({ recordId: '41' }, failing.queryClient, '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing.prefetchedKeys()).toEqual([
      recordReportQueryOptions('41').queryKey,
      recordLayoutQueryOptions('41').queryKey,
    ]);

    const unnamed = spiedClient({ type: 'person' });
    routesModule.prefetch.recordReport?.({ recordId: 'not-a-record' }, unnamed.queryClient, '');
    expect(unnamed.fetchQuery).not.toHaveBeenCalled();
    expect(unnamed.prefetchedKeys()).toEqual([]);
  });
});
