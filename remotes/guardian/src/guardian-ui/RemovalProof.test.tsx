import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient, type RemovalEvidence } from '@beacon/api';
import { failure, routeFetch, type Responder } from '@beacon/test-support/fetch-routes';
import { renderWithProviders } from '@beacon/test-support/render-screen';

import { listing, removal } from '../test-support/guardian-fixtures';
import { RemovalProof } from './RemovalProof';

const REMOVAL = '/v1/me/personal-data-protection/members/21/removals/70';
const EVIDENCE = `GET ${REMOVAL}/evidence`;
// the first bytes of a PNG: what the server sends is passed on to the image untouched
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const items: RemovalEvidence[] = [
  {
    id: 1,
    kind: 'before',
    caption: 'PeopleFinder listing before the request',
    status: null,
    cause: null,
    at: '2026-11-03T09:00:00.000Z',
    mime: 'image/png',
  },
  {
    id: 2,
    kind: 'letter',
    caption: 'The letter sent to PeopleFinder',
    status: null,
    cause: null,
    at: '2026-11-03T09:01:00.000Z',
    mime: 'text/plain',
  },
  {
    id: 3,
    kind: 'status',
    caption: 'Submitted',
    status: 'submitted',
    cause: 'Guardian sent the opt-out form',
    at: '2026-11-03T09:02:00.000Z',
    mime: null,
  },
  {
    id: 4,
    kind: 'status',
    caption: 'Removed',
    status: 'removed',
    cause: 'PeopleFinder showed the listing removed',
    at: '2026-11-05T14:30:00.000Z',
    mime: null,
  },
  {
    id: 5,
    kind: 'after',
    caption: 'PeopleFinder listing after the removal',
    status: null,
    cause: null,
    at: '2026-11-05T14:31:00.000Z',
    mime: 'image/png',
  },
];

interface BinaryAnswer {
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

/** JSON routes through routeFetch; binary ones (a capture, the PDF) answered here with their bytes and type. */
function serve(json: Record<string, Responder>, binary: Record<string, BinaryAnswer> = {}) {
  const calls = routeFetch(json);
  const jsonFetch = globalThis.fetch;
  const accepts: string[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const answer = binary[`${init.method ?? 'GET'} ${url}`];
    if (!answer) return jsonFetch(url, init);
    accepts.push(
      `${url} ${new Headers(init.headers).get('Accept') ?? ''} ${new Headers(init.headers).get('Authorization') ?? ''}`,
    );
    return new Response(new Blob([answer.bytes], { type: answer.type }), {
      status: 200,
      headers: { 'Content-Type': answer.type, ...answer.headers },
    });
  }) as unknown as typeof fetch;
  return { calls, accepts };
}

/** The steps of the proof as the member reads them, once the list is in. */
async function stepsShown(): Promise<Array<string | null>> {
  const steps = await screen.findByRole('list', { name: 'Proof of the removal from PeopleFinder' });
  return within(steps)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

const created: Blob[] = [];
beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  created.length = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return `blob:proof-${created.length}`;
  });
  URL.revokeObjectURL = jest.fn();
});

describe('RemovalProof', () => {
  it('shows nothing for a listing without a removal', () => {
    const { container } = renderWithProviders(<RemovalProof memberId={21} listing={listing()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens on demand and lists each step in time order, the captures as images named by their captions', async () => {
    const { calls } = serve(
      { [EVIDENCE]: { body: { items } } },
      {
        [`GET ${REMOVAL}/evidence/1`]: { type: 'image/png', bytes: PNG },
        [`GET ${REMOVAL}/evidence/5`]: { type: 'image/png', bytes: PNG },
      },
    );
    renderWithProviders(<RemovalProof memberId={21} listing={listing({ removal: removal({ status: 'removed' }) })} />);
    const toggle = screen.getByRole('button', { name: 'Proof of this removal from PeopleFinder' });
    expect(toggle).toHaveTextContent('Proof of this removal');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // nothing is fetched until the member asks
    expect(calls).toEqual([]);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const steps = await screen.findByRole('list', { name: 'Proof of the removal from PeopleFinder' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Nov 3, 2026 at 09:00 UTC: PeopleFinder listing before the request',
      'Nov 3, 2026 at 09:01 UTC: The letter sent to PeopleFinder',
      'Nov 3, 2026 at 09:02 UTC: Submitted (Guardian sent the opt-out form)',
      'Nov 5, 2026 at 14:30 UTC: Removed (PeopleFinder showed the listing removed)',
      'Nov 5, 2026 at 14:31 UTC: PeopleFinder listing after the removal',
    ]);
    expect(await within(steps).findByRole('img', { name: 'PeopleFinder listing before the request' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:proof-/),
    );
    expect(
      await within(steps).findByRole('img', { name: 'PeopleFinder listing after the removal' }),
    ).toBeInTheDocument();
    expect(created.map((blob) => blob.type)).toEqual(['image/png', 'image/png']);
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Proof of the removal from PeopleFinder' })).not.toBeInTheDocument();
  });

  it('downloads the proof as a PDF under the name the server gives it, with the member token', async () => {
    const { accepts } = serve(
      { [EVIDENCE]: { body: { items: [] } } },
      {
        [`GET ${REMOVAL}/proof.pdf`]: {
          type: 'application/pdf',
          bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]),
          headers: { 'Content-Disposition': 'attachment; filename="removal-proof-GRD-9C1E0F2A7B.pdf"' },
        },
      },
    );
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    renderWithProviders(
      <RemovalProof memberId={21} listing={listing({ removal: removal({ status: 'submitted' }) })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Proof of this removal from PeopleFinder' }));
    expect(await screen.findByText('Nothing has been recorded for this removal yet.')).toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Download proof (PDF) of the removal from PeopleFinder' });
    expect(button).toHaveTextContent('Download proof (PDF)');
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Downloaded removal-proof-GRD-9C1E0F2A7B.pdf.');
    expect(downloads).toEqual(['removal-proof-GRD-9C1E0F2A7B.pdf blob:proof-1']);
    expect(created[0]?.type).toBe('application/pdf');
    expect(accepts).toEqual([`${REMOVAL}/proof.pdf application/pdf `]);
    click.mockRestore();
  });

  it('says so when the proof cannot be loaded, and tries again', async () => {
    let calls = 0;
    serve({ [EVIDENCE]: () => (++calls === 1 ? failure() : { body: { items: [items[2]] } }) });
    renderWithProviders(<RemovalProof memberId={21} listing={listing({ removal: removal() })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Proof of this removal from PeopleFinder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The proof of this removal could not be loaded. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await stepsShown()).toEqual(['Nov 3, 2026 at 09:02 UTC: Submitted (Guardian sent the opt-out form)']);
  });

  it('offers the earlier removal’s proof on a listing that came back', async () => {
    serve({ [EVIDENCE]: { body: { items: [items[3]] } } });
    renderWithProviders(
      <RemovalProof memberId={21} listing={listing({ removal: removal({ status: 'reappeared' }) })} />,
    );
    expect(
      screen.getByText('This listing came back after PeopleFinder removed it. The proof of that removal is kept.'),
    ).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Proof of the earlier removal from PeopleFinder' });
    await userEvent.click(toggle);
    expect(await stepsShown()).toEqual(['Nov 5, 2026 at 14:30 UTC: Removed (PeopleFinder showed the listing removed)']);
  });
});
