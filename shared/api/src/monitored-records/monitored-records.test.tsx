import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { configureApiClient } from '@beacon/api/client';
import { monitoredRecordKeys, notificationKeys } from '../query-keys';
import { getMonitoredRecords, useMonitoredRecords, type MonitoredRecord } from './get-monitored-records';
import { monitorRecord, useMonitorRecord } from './monitor-record';
import { useStopMonitoring } from './patch-monitored-record';

function record(overrides: Partial<MonitoredRecord> = {}): MonitoredRecord {
  return {
    id: 7,
    pointer: 'w-Qdmx4c8eMPt0r2026A',
    usageId: 'report-monitoring',
    isArchived: false,
    created: '2026-11-20T10:00:00.000Z',
    title: 'Peter Lindqvist',
    subtitle: 'Minneapolis, MN',
    ...overrides,
  };
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Answers by "METHOD url" and records the calls. */
function serve(routes: Record<string, { status?: number; body?: unknown }>): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = routes[`${method} ${url}`] ?? { status: 404, body: { message: 'Not found', statusCode: 404 } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return calls;
}

function wrapperWith(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

const PERSONS = '/v1/me/monitored/person-records';
const LOCATIONS = '/v1/me/monitored/location-records';

describe('monitored records', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));
  afterEach(() => jest.restoreAllMocks());

  it('reads each kind from its own path, parsed by the contract', async () => {
    serve({
      [`GET ${PERSONS}`]: { body: { items: [record()] } },
      [`GET ${LOCATIONS}`]: { body: { items: [{ ...record({ id: 8 }), title: undefined }] } },
    });
    expect(await getMonitoredRecords('person')).toEqual([record()]);
    await expect(getMonitoredRecords('location')).rejects.toThrow(/title/);
  });

  it('keeps each list under its kind', async () => {
    serve({ [`GET ${LOCATIONS}`]: { body: { items: [record({ id: 8, title: '1200 Oak St' })] } } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useMonitoredRecords('location'), { wrapper: wrapperWith(queryClient) });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(queryClient.getQueryData(monitoredRecordKeys.list('location'))).toEqual(result.current.data);
    expect(queryClient.getQueryData(monitoredRecordKeys.list('person'))).toBeUndefined();
  });

  it("monitors a pointer under report monitoring's usage id", async () => {
    const calls = serve({ [`POST ${PERSONS}`]: { status: 201, body: record() } });
    expect(await monitorRecord({ kind: 'person', pointer: 'w-Qdmx4c8eMPt0r2026A' })).toEqual(record());
    expect(calls).toEqual([
      { method: 'POST', url: PERSONS, body: { pointer: 'w-Qdmx4c8eMPt0r2026A', usageId: 'report-monitoring' } },
    ]);
  });

  it('takes a 409 as "already monitored": the existing watch, read from the list', async () => {
    const calls = serve({
      [`POST ${LOCATIONS}`]: { status: 409, body: { message: 'This record is already monitored', statusCode: 409 } },
      [`GET ${LOCATIONS}`]: { body: { items: [record({ id: 3, pointer: 'other' }), record({ id: 8 })] } },
    });
    expect(await monitorRecord({ kind: 'location', pointer: 'w-Qdmx4c8eMPt0r2026A' })).toEqual(record({ id: 8 }));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([`POST ${LOCATIONS}`, `GET ${LOCATIONS}`]);
  });

  it('resumes a stopped watch that a 409 names', async () => {
    const calls = serve({
      [`POST ${PERSONS}`]: { status: 409, body: { message: 'This record is already monitored', statusCode: 409 } },
      [`GET ${PERSONS}`]: { body: { items: [record({ isArchived: true })] } },
      [`PATCH ${PERSONS}/7`]: { body: record() },
    });
    expect(await monitorRecord({ kind: 'person', pointer: 'w-Qdmx4c8eMPt0r2026A' })).toEqual(record());
    expect(calls[2]).toEqual({ method: 'PATCH', url: `${PERSONS}/7`, body: { isArchived: false } });
  });

  it('lets other failures through', async () => {
    serve({
      [`POST ${PERSONS}`]: { status: 402, body: { message: 'Data monitoring is required', statusCode: 402 } },
    });
    await expect(monitorRecord({ kind: 'person', pointer: 'w-Qdmx4c8eMPt0r2026A' })).rejects.toMatchObject({
      statusCode: 402,
    });
  });

  it('refreshes the list and the report updates after monitoring', async () => {
    serve({ [`POST ${PERSONS}`]: { status: 201, body: record() } });
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useMonitorRecord(), { wrapper: wrapperWith(queryClient) });
    await act(() => result.current.mutateAsync({ kind: 'person', pointer: 'w-Qdmx4c8eMPt0r2026A' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: monitoredRecordKeys.list('person') });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.records() });
  });

  it('stops monitoring with PATCH isArchived true and updates the cached list at once', async () => {
    const calls = serve({ [`PATCH ${PERSONS}/7`]: { body: record({ isArchived: true }) } });
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    queryClient.setQueryData(monitoredRecordKeys.list('person'), [record(), record({ id: 9, pointer: 'p-9' })]);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
    const { result } = renderHook(() => useStopMonitoring(), { wrapper: wrapperWith(queryClient) });
    await act(() => result.current.mutateAsync({ kind: 'person', id: 7 }));
    expect(calls).toEqual([{ method: 'PATCH', url: `${PERSONS}/7`, body: { isArchived: true } }]);
    expect(
      queryClient.getQueryData<MonitoredRecord[]>(monitoredRecordKeys.list('person'))?.map((item) => item.isArchived),
    ).toEqual([true, false]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.records() });
  });
});
