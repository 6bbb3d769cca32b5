import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import type { SessionEndReason } from '@beacon/session';

import { SessionEndedRedirect } from './SessionEndedRedirect';

const listeners = new Set<(reason: SessionEndReason) => void>();
jest.mock('@beacon/session', () => ({
  onSessionEnded: (listener: (reason: SessionEndReason) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));
const announceSessionEnded = (reason: SessionEndReason) => listeners.forEach((listener) => listener(reason));

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  return <p>{`at ${location.pathname} from ${from}`}</p>;
}

function renderAt(path: string, queryClient: QueryClient) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SessionEndedRedirect queryClient={queryClient} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SessionEndedRedirect', () => {
  it('clears the cache and goes to /login remembering where the member was when a session is refused', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['records'], ['a record']);
    renderAt('/dashboard/reports?page=2#top', queryClient);
    act(() => announceSessionEnded('refresh-failed'));
    expect(queryClient.getQueryData(['records'])).toBeUndefined();
    expect(screen.getByText('at /login from /dashboard/reports?page=2#top')).toBeInTheDocument();
  });

  it('only clears the cache when the member signs out (the sign-out goes to /login by itself)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['records'], ['a record']);
    renderAt('/logout', queryClient);
    act(() => announceSessionEnded('logout'));
    expect(queryClient.getQueryData(['records'])).toBeUndefined();
    expect(screen.getByText('at /logout from')).toBeInTheDocument();
  });
});
