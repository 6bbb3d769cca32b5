import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';

import { routeFetch, type Answer } from '@beacon/test-support/fetch-routes';

import { setViewport } from '../test-support/match-media';
import { DynamicLayout } from './DynamicLayout';
import { layoutCacheKey } from './layout-cache';

function Stats({ recordId }: { recordId: number }) {
  return <p>Stats of {recordId}</p>;
}
function Suggested({ recordId }: { recordId: number }) {
  return <p>Suggestions for {recordId}</p>;
}
function Broken(): never {
  throw new Error('component failed');
}

const components = { Stats, Suggested, Broken };

async function renderLayout() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <DynamicLayout layoutId="record-person" components={components} componentProps={{ recordId: 12 }}>
          <p>Default side column</p>
        </DynamicLayout>
      </QueryClientProvider>,
    );
  });
}

/** Answers the layout call only when the test says so, to see what shows before the refresh. */
function deferredLayout() {
  let answer: (value: Answer) => void = () => undefined;
  const calls = routeFetch({
    'GET /v1/dynamic-layouts/record-person': () => new Promise<Answer>((resolve) => (answer = resolve)),
  });
  return { calls, answer: (value: Answer) => act(async () => answer(value)) };
}

describe('DynamicLayout', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    setViewport('desktop');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the cached layout at once, then the refreshed one, and caches that', async () => {
    window.sessionStorage.setItem(
      layoutCacheKey('record-person'),
      JSON.stringify({ id: 'record-person', desktop: ['Stats'], mobile: [] }),
    );
    const { calls, answer } = deferredLayout();
    await renderLayout();
    expect(screen.getByText('Stats of 12')).toBeInTheDocument();
    expect(screen.queryByText('Default side column')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await answer({ body: { id: 'record-person', desktop: ['Suggested', 'Stats'], mobile: ['Stats'] } });
    expect(await screen.findByText('Suggestions for 12')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(layoutCacheKey('record-person')) ?? 'null')).toEqual({
      id: 'record-person',
      desktop: ['Suggested', 'Stats'],
      mobile: ['Stats'],
    });
  });

  it('uses the mobile list below the breakpoint', async () => {
    setViewport('mobile');
    routeFetch({
      'GET /v1/dynamic-layouts/record-person': { body: { id: 'x', desktop: ['Suggested'], mobile: ['Stats'] } },
    });
    await renderLayout();
    expect(await screen.findByText('Stats of 12')).toBeInTheDocument();
    expect(screen.queryByText('Suggestions for 12')).not.toBeInTheDocument();
  });

  it('shows its children for an unknown layout (404) and forgets a cached one', async () => {
    window.sessionStorage.setItem(
      layoutCacheKey('record-person'),
      JSON.stringify({ id: 'record-person', desktop: ['Stats'], mobile: [] }),
    );
    const { answer } = deferredLayout();
    await renderLayout();
    await answer({ status: 404, body: { message: 'Layout not found', statusCode: 404 } });
    expect(await screen.findByText('Default side column')).toBeInTheDocument();
    expect(screen.queryByText('Stats of 12')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(layoutCacheKey('record-person'))).toBeNull();
  });

  it('keeps the cached layout when the refresh fails, and logs the failure', async () => {
    window.sessionStorage.setItem(
      layoutCacheKey('record-person'),
      JSON.stringify({ id: 'record-person', desktop: ['Stats'], mobile: [] }),
    );
    const { answer } = deferredLayout();
    await renderLayout();
    await answer({ status: 503, body: { message: 'down', statusCode: 503 } });
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByText('Stats of 12')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'Dynamic layout API Error',
      expect.objectContaining({ statusCode: 503 }),
    );
  });

  it('drops the layout and shows its children when a component fails', async () => {
    routeFetch({
      'GET /v1/dynamic-layouts/record-person': { body: { id: 'x', desktop: ['Stats', 'Broken'], mobile: [] } },
      'POST /v1/errors': { status: 204 },
    });
    await renderLayout();
    await waitFor(() => expect(window.sessionStorage.getItem(layoutCacheKey('record-person'))).toBeNull());
    expect(screen.getByText('Default side column')).toBeInTheDocument();
    expect(screen.queryByText('Stats of 12')).not.toBeInTheDocument();
  });

  it('skips names it does not know, and shows its children when none is known', async () => {
    const calls = routeFetch({
      'GET /v1/dynamic-layouts/record-person': { body: { id: 'x', desktop: ['Nope'], mobile: [] } },
    });
    await renderLayout();
    await waitFor(() => expect(window.sessionStorage.getItem(layoutCacheKey('record-person'))).toContain('Nope'));
    expect(calls).toHaveLength(1);
    expect(screen.getByText('Default side column')).toBeInTheDocument();
  });
});
