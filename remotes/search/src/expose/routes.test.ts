import { QueryClient } from '@tanstack/react-query';

import { personSearchQueryOptions } from '@beacon/api';

import * as routesModule from './routes';

describe("the search remote's routes module", () => {
  it('prefetches the person search of the query string the results screen reads', () => {
    const queryClient = new QueryClient();
    const prefetchQuery = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    routesModule.prefetch.personSearch?.({}, queryClient, '?first=Peter&last=Lindqvist&city=&state=ALL');
    expect(prefetchQuery).toHaveBeenCalledTimes(1);
    expect(prefetchQuery.mock.calls[0]?.[0].queryKey).toEqual(
      personSearchQueryOptions({ firstName: 'Peter', lastName: 'Lindqvist' }).queryKey,
    );
  });

  it('prefetches nothing for a query string without a valid name (the screen asks for one)', () => {
    const queryClient = new QueryClient();
    const prefetchQuery = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    routesModule.prefetch.personSearch?.({}, queryClient, '?first=&last=Lindqvist');
    expect(prefetchQuery).not.toHaveBeenCalled();
  });
});
