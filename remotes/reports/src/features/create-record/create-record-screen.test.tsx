import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import CreateRecordScreen from './create-record-screen';
import { recordOf } from '../../test-support/record-fixtures';

function Purchase() {
  const { state } = useLocation();
  return <pre>purchase {JSON.stringify(state)}</pre>;
}

function Landed() {
  const location = useLocation();
  return (
    <p>
      landed on {location.pathname} as {(location.state as { type?: string } | null)?.type}
    </p>
  );
}

function serve(status: number, body: unknown, headers: Record<string, string> = {}) {
  const bodies: unknown[] = [];
  globalThis.fetch = jest.fn(async (_url: string, init: RequestInit = {}) => {
    bodies.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  }) as unknown as typeof fetch;
  return bodies;
}

async function renderAt(url: string, state?: unknown) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: url.split('?')[0]!, search: url.slice(url.indexOf('?')), state }]}>
        <Routes>
          <Route path="/dashboard/create-record" element={<CreateRecordScreen />} />
          <Route path="/dashboard/reports/:id" element={<Landed />} />
          <Route path="/dashboard/purchase" element={<Purchase />} />
        </Routes>
      </MemoryRouter>,
    );
  });
}

describe('CreateRecordScreen', () => {
  it('shows the loading overlay, creates a person record from its pointer and opens its report', async () => {
    let finish: (value: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (finish = resolve))) as unknown as typeof fetch;
    await renderAt('/dashboard/create-record?type=person&pointer=abcdefghijk');
    expect(screen.getByRole('alertdialog', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.getByText('Please be patient. Do not refresh, close, or press the back button.')).toBeInTheDocument();
    await act(async () => finish(new Response(JSON.stringify(recordOf(42, 'person')), { status: 201 })));
    expect(await screen.findByText('landed on /dashboard/reports/42 as person')).toBeInTheDocument();
  });

  it('goes to the existing record on 409 (id from the Location header)', async () => {
    const bodies = serve(409, { message: 'Record exists', statusCode: 409 }, { Location: '/v1/me/records/77' });
    await renderAt('/dashboard/create-record?type=phone&phone=(415)%20555-0132');
    expect(await screen.findByText('landed on /dashboard/reports/77 as phone')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ type: 'phone', data: { phone: '4155550132' } });
  });

  it('base64-encodes the id of an e-mail record', async () => {
    serve(201, recordOf(31, 'email'));
    await renderAt('/dashboard/create-record?type=email&email=jane@example.com');
    expect(
      await screen.findByText(`landed on /dashboard/reports/${encodeURIComponent(btoa('31'))} as email`),
    ).toBeInTheDocument();
  });

  it('sends a member without an active membership to purchase, to come back and create the record once paid', async () => {
    serve(
      402,
      { message: 'An active membership is required to search public records.', statusCode: 402 },
      { 'X-Required-Item': 'person_report', 'X-Required-For': 'report' },
    );
    // the search result's link names the person
    await renderAt('/dashboard/create-record?type=person&pointer=abcdefghijk', { subject: 'Jane Q Doe' });
    const purchase = await screen.findByText(/^purchase /);
    expect(JSON.parse(purchase.textContent!.replace(/^purchase /, ''))).toEqual({
      requiredItem: 'person_report',
      reason: 'report',
      subject: 'Jane Q Doe',
      returnTo: '/dashboard/create-record?type=person&pointer=abcdefghijk',
    });
  });

  it('cannot continue without a pointer for a person, or on a server error', async () => {
    await renderAt('/dashboard/create-record?type=person');
    expect(screen.getByText('Oops! Something went wrong. :-(')).toBeInTheDocument();
  });
});
