import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { pdfStatusesAtom } from '@beacon/session';
import { routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { account } from '../../test-support/record-fixtures';
import { PdfDownload } from './PdfDownload';

/** The job's answers, one per poll. */
function servePdf(statuses: { status: string; url?: string }[]) {
  const polls = [...statuses];
  return routeFetch({
    'POST /v1/me/records/12/pdf': { status: 202, body: { status: 'queued' } },
    'GET /v1/me': { body: account },
    'GET /pdf/7/person/12': () => ({ body: polls.shift() ?? { status: 'processing' } }),
  });
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('PdfDownload', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('requests the PDF, reads the account, polls every 2 s until complete, then offers the file', async () => {
    const calls = servePdf([
      { status: 'queued' },
      { status: 'processing' },
      { status: 'complete', url: '/pdf/7/person/12/file' },
    ]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = await renderScreen(
      '/dashboard/reports/:id',
      <PdfDownload recordId={12} type="person" />,
      '/dashboard/reports/12',
    );
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your PDF…');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    // GET /me again after the request and before polling (spec §7); the first one is the screen's own account read
    expect(calls.map((call) => `${call.method} ${call.url}`).slice(-2)).toEqual([
      'POST /v1/me/records/12/pdf',
      'GET /v1/me',
    ]);

    const polls = () => calls.filter((call) => call.url === '/pdf/7/person/12').length;
    await advance(1999);
    expect(polls()).toBe(0);
    await advance(1);
    expect(polls()).toBe(1);
    expect(store.get(pdfStatusesAtom)['12']).toBe('queued');
    await advance(2000);
    expect(polls()).toBe(2);
    expect(store.get(pdfStatusesAtom)['12']).toBe('processing');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your PDF…');
    await advance(2000);
    expect(polls()).toBe(3);
    expect(store.get(pdfStatusesAtom)['12']).toBe('complete');
    expect(screen.getByRole('link', { name: 'Download your PDF' })).toHaveAttribute('href', '/pdf/7/person/12/file');
    expect(screen.getByRole('status')).toHaveTextContent('');

    // complete: polling has stopped
    await advance(10_000);
    expect(polls()).toBe(3);
  });

  it('says so when the job fails, and can start again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = servePdf([{ status: 'failed' }]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderScreen('/dashboard/reports/:id', <PdfDownload recordId={12} type="person" />, '/dashboard/reports/12');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await advance(2000);
    expect(screen.getByRole('status')).toHaveTextContent('Your PDF could not be prepared. Please try again.');
    await advance(4000);
    expect(calls.filter((call) => call.url === '/pdf/7/person/12')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });
});
