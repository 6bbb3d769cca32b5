import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient, type GuardianProtection } from '@beacon/api';
import { failure, never, routeFetch, type Responder } from '@beacon/test-support/fetch-routes';
import { renderWithProviders } from '@beacon/test-support/render-screen';
import { removalMailingMessages } from '@beacon/validation';

import { postalListing, protection, removal } from '../test-support/guardian-fixtures';
import { ProtectionReport } from './ProtectionReport';

const MEMBER = '/v1/me/personal-data-protection/members/21';
const PROTECTION = `GET ${MEMBER}/protection`;
const MAILING = `PUT ${MEMBER}/removals/73/mailing`;
const LETTER_PDF = `GET ${MEMBER}/removals/73/letter.pdf`;

/** Grace's overview with one postal request, mailed or not yet. */
function overview(mailing: { trackingNumber: string; mailedOn: string } | null = null): GuardianProtection {
  return protection({ listings: [postalListing({ removal: removal({ id: 73, channel: 'mail', mailing }) })] });
}

function serve(routes: Record<string, Responder> = {}) {
  return routeFetch({ [PROTECTION]: { body: overview() }, ...routes });
}

/** The "Print and mail this letter" block of CoreLogic's listing. */
async function postalBlock() {
  const listing = await screen.findByRole('article', { name: 'CoreLogic' });
  return within(listing).getByRole('region', { name: 'Print and mail this letter' });
}

async function fillMailing(block: HTMLElement, trackingNumber: string, mailedOn: string) {
  await userEvent.type(within(block).getByRole('textbox', { name: 'Tracking number' }), trackingNumber);
  await userEvent.type(within(block).getByLabelText('Mailed on'), mailedOn);
}

const pad = (value: number) => String(value).padStart(2, '0');

describe('PostalLetter', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it("says to print, sign and mail the letter to the site's postal address, and asks when it was mailed", async () => {
    serve();
    renderWithProviders(<ProtectionReport memberId={21} />);
    const block = await postalBlock();
    expect(block).toHaveTextContent(
      'CoreLogic takes removal requests only by post. Print the letter, sign it and mail it to CoreLogic Consumer Services, Attn: Privacy Requests, 40 Pacifica, Suite 900, Irvine, CA 92618.',
    );
    expect(within(block).getByRole('button', { name: 'Download the letter (PDF)' })).toBeEnabled();
    const mailedOn = within(block).getByLabelText('Mailed on');
    expect(mailedOn).toHaveAttribute('type', 'date');
    // no later than the member's today
    const now = new Date();
    expect(mailedOn).toHaveAttribute('max', `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
    expect(within(block).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows no postal block for a request sent by web form', async () => {
    serve({ [PROTECTION]: { body: protection() } });
    renderWithProviders(<ProtectionReport memberId={21} />);
    await screen.findByRole('article', { name: 'Spokeo' });
    expect(screen.queryByRole('region', { name: 'Print and mail this letter' })).not.toBeInTheDocument();
  });

  it('checks the tracking number before sending it', async () => {
    const calls = serve();
    renderWithProviders(<ProtectionReport memberId={21} />);
    const block = await postalBlock();
    await userEvent.click(within(block).getByRole('button', { name: 'Save' }));
    expect(within(block).getByRole('textbox', { name: 'Tracking number' })).toHaveAccessibleDescription(
      removalMailingMessages.trackingNumberRequired,
    );
    expect(within(block).getByLabelText('Mailed on')).toHaveAccessibleDescription(
      removalMailingMessages.mailedOnRequired,
    );

    await fillMailing(block, '12345', '2026-11-20');
    await userEvent.click(within(block).getByRole('button', { name: 'Save' }));
    expect(within(block).getByRole('alert')).toHaveTextContent(removalMailingMessages.trackingNumberInvalid);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('records the mailing, the number as typed without its spaces, and shows it', async () => {
    let mailed = false;
    const saved = { trackingNumber: '9400111122223333444455', mailedOn: '2026-11-20' };
    const calls = serve({
      [PROTECTION]: () => ({ body: overview(mailed ? saved : null) }),
      [MAILING]: () => {
        mailed = true;
        return { body: overview(saved) };
      },
    });
    renderWithProviders(<ProtectionReport memberId={21} />);
    const block = await postalBlock();
    await fillMailing(block, '9400 1111 2222-3333 4444 55', '2026-11-20');
    await userEvent.click(within(block).getByRole('button', { name: 'Save' }));

    expect(
      await within(block).findByText('Mailed on Nov 20, 2026, tracking number 9400111122223333444455'),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([saved]);
    expect(within(block).queryByRole('textbox', { name: 'Tracking number' })).not.toBeInTheDocument();

    // Change opens the form again with what was saved; Cancel leaves it as it was
    await userEvent.click(within(block).getByRole('button', { name: 'Change' }));
    expect(within(block).getByRole('textbox', { name: 'Tracking number' })).toHaveValue('9400111122223333444455');
    expect(within(block).getByLabelText('Mailed on')).toHaveValue('2026-11-20');
    await userEvent.click(within(block).getByRole('button', { name: 'Cancel' }));
    expect(within(block).getByText('Mailed on Nov 20, 2026, tracking number 9400111122223333444455')).toBeVisible();
  });

  it('changes a recorded mailing', async () => {
    let saved = { trackingNumber: '9400111122223333444455', mailedOn: '2026-11-20' };
    const calls = serve({
      [PROTECTION]: () => ({ body: overview(saved) }),
      [MAILING]: (call) => {
        saved = call.body as typeof saved;
        return { body: overview(saved) };
      },
    });
    renderWithProviders(<ProtectionReport memberId={21} />);
    const block = await postalBlock();
    await userEvent.click(within(block).getByRole('button', { name: 'Change' }));
    const trackingNumber = within(block).getByRole('textbox', { name: 'Tracking number' });
    await userEvent.clear(trackingNumber);
    await userEvent.type(trackingNumber, 'ra123456789us');
    await userEvent.click(within(block).getByRole('button', { name: 'Save' }));
    expect(await within(block).findByText('Mailed on Nov 20, 2026, tracking number RA123456789US')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { trackingNumber: 'RA123456789US', mailedOn: '2026-11-20' },
    ]);
  });

  it("shows the server's refusal in its own words and keeps the form", async () => {
    serve({ [MAILING]: failure(400, 'The day you mailed the letter cannot be in the future.') });
    renderWithProviders(<ProtectionReport memberId={21} />);
    const block = await postalBlock();
    await fillMailing(block, '9400111122223333444455', '2026-11-20');
    await userEvent.click(within(block).getByRole('button', { name: 'Save' }));
    expect(await within(block).findByRole('alert')).toHaveTextContent(
      'The day you mailed the letter cannot be in the future.',
    );
    expect(within(block).getByRole('textbox', { name: 'Tracking number' })).toHaveValue('9400111122223333444455');
  });

  it('waits while the mailing is saved', async () => {
    serve({ [MAILING]: never });
    renderWithProviders(<ProtectionReport memberId={21} />);
    const block = await postalBlock();
    await fillMailing(block, '9400111122223333444455', '2026-11-20');
    await userEvent.click(within(block).getByRole('button', { name: 'Save' }));
    expect(await within(block).findByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('downloads the letter as a PDF under the name the server gives it', async () => {
    serve();
    const jsonFetch = globalThis.fetch;
    const accepted: string[] = [];
    globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
      if (`${init.method ?? 'GET'} ${url}` !== LETTER_PDF) return jsonFetch(url, init);
      accepted.push(new Headers(init.headers).get('Accept') ?? '');
      return new Response(new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])], { type: 'application/pdf' }), {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="removal-letter-GRD-9C1E0F2A7B.pdf"',
        },
      });
    }) as unknown as typeof fetch;
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:letter';
    });
    URL.revokeObjectURL = jest.fn();
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });

    renderWithProviders(<ProtectionReport memberId={21} />);
    const block = await postalBlock();
    await userEvent.click(within(block).getByRole('button', { name: 'Download the letter (PDF)' }));
    expect(await within(block).findByText('Downloaded removal-letter-GRD-9C1E0F2A7B.pdf.')).toBeVisible();
    expect(downloads).toEqual(['removal-letter-GRD-9C1E0F2A7B.pdf blob:letter']);
    expect(created[0]?.type).toBe('application/pdf');
    expect(accepted).toEqual(['application/pdf']);
    click.mockRestore();
  });

  it('says so when the letter cannot be downloaded', async () => {
    serve({ [LETTER_PDF]: failure(500) });
    renderWithProviders(<ProtectionReport memberId={21} />);
    const block = await postalBlock();
    await userEvent.click(within(block).getByRole('button', { name: 'Download the letter (PDF)' }));
    expect(await within(block).findByRole('alert')).toHaveTextContent(
      'The letter could not be downloaded. Please try again.',
    );
  });
});
