import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient, type GuardianProtection } from '@beacon/api';
import { failure, routeFetch } from '@beacon/test-support/fetch-routes';
import { renderWithProviders } from '@beacon/test-support/render-screen';

import { broker, listing, match, protection, removal } from '../test-support/guardian-fixtures';
import { ProtectionReport } from './ProtectionReport';

const PROTECTION = 'GET /v1/me/personal-data-protection/members/21/protection';
const INQUIRIES = 'POST /v1/me/personal-data-protection/members/21/inquiries';

type Inquiry = GuardianProtection['notChecked'][number]['inquiry'];

/** The overview with Guardian's question to MyLife as `inquiry` says. */
function withMyLifeInquiry(inquiry: Inquiry): GuardianProtection {
  const base = protection();
  return {
    ...base,
    notChecked: base.notChecked.map((site) => (site.slug === 'mylife' ? { ...site, inquiry } : site)),
  };
}

/** The card of one site in "Sites Guardian does not check". */
async function site(name: string) {
  const section = await screen.findByRole('region', { name: 'Sites Guardian does not check' });
  const card = within(within(section).getByRole('list', { name: 'Sites not checked' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name, { selector: 'strong' }));
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('BrokerInquiry', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('says what the e-mail asks, sends it, and then says the site was asked', async () => {
    const asked = withMyLifeInquiry({
      askedAt: '2026-11-02T10:00:00.000Z',
      answer: 'none',
      answeredAt: null,
      quote: null,
    });
    let sent = false;
    const calls = routeFetch({
      [PROTECTION]: () => ({ body: sent ? asked : protection() }),
      [INQUIRIES]: () => {
        sent = true;
        return { status: 201, body: asked };
      },
    });
    renderWithProviders(<ProtectionReport memberId={21} />);
    const myLife = await site('MyLife');
    expect(within(myLife).getByText('Not checked')).toBeInTheDocument();
    const toggle = within(myLife).getByRole('button', { name: 'Ask MyLife about Grace' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(myLife).getByText(/^Guardian e-mails MyLife's privacy address for Grace: it asks MyLife to delete/),
    ).toHaveTextContent(/a listing it names joins Grace's listings\.$/);
    await userEvent.click(within(myLife).getByRole('button', { name: 'Send the e-mail' }));

    const status = await within(await site('MyLife')).findByText(
      /^Asked Nov 2, 2026: Guardian e-mailed MyLife for Grace\. No answer yet; the law gives MyLife 45 days\.$/,
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ brokerSlug: 'mylife' }]);
    expect(within(await site('MyLife')).getByText('Asked')).toBeInTheDocument();
    expect(within(await site('MyLife')).queryByRole('button', { name: /^Ask MyLife/ })).not.toBeInTheDocument();
    await screen.findByText(/^Asked Nov 2/);
    expect(status).toHaveFocus();
  });

  it("shows the site's answer in its own words", async () => {
    routeFetch({
      [PROTECTION]: {
        body: withMyLifeInquiry({
          askedAt: '2026-11-02T10:00:00.000Z',
          answer: 'not_held',
          answeredAt: '2026-11-05T09:00:00.000Z',
          quote: 'We hold no personal information about this person.',
        }),
      },
    });
    renderWithProviders(<ProtectionReport memberId={21} />);
    const myLife = await site('MyLife');
    expect(within(myLife).getByText('Holds nothing')).toBeInTheDocument();
    expect(within(myLife).getByText('MyLife answered on Nov 5, 2026 that it holds nothing about Grace:')).toBeVisible();
    expect(within(myLife).getByText('We hold no personal information about this person.').tagName).toBe('BLOCKQUOTE');
    // the member may still add a listing they find there
    expect(within(myLife).getByRole('button', { name: 'I found Grace on MyLife' })).toBeInTheDocument();
  });

  it('says what a site asks for before it answers', async () => {
    const asks = 'To process your request we need the address of the listing you want deleted. Please reply with it.';
    routeFetch({
      [PROTECTION]: {
        body: withMyLifeInquiry({
          askedAt: '2026-11-02T10:00:00.000Z',
          answer: 'needs_action',
          answeredAt: '2026-11-04T09:00:00.000Z',
          quote: asks,
        }),
      },
    });
    renderWithProviders(<ProtectionReport memberId={21} />);
    const myLife = await site('MyLife');
    expect(within(myLife).getByText('Answered')).toBeInTheDocument();
    expect(
      within(myLife).getByText(
        "MyLife answered on Nov 4, 2026 and asks for something first. If you find Grace's listing there, add it below:",
      ),
    ).toBeVisible();
    expect(within(myLife).getByText(asks)).toBeVisible();
  });

  it('shows a listing a site named in its answer among the listings, as the site named it', async () => {
    const base = protection();
    routeFetch({
      [PROTECTION]: {
        body: {
          ...base,
          listings: [
            ...base.listings,
            listing({
              id: 107,
              broker: broker('mylife', 'MyLife', { domain: 'www.mylife.com', optOutMethod: 'email', optOutUrl: null }),
              url: 'https://www.mylife.com/grace-okafor/e77',
              exposed: [],
              foundBy: 'reply',
              firstSeenAt: '2026-11-05T09:00:00.000Z',
              match: match({ confidence: null, decision: 'submit' }),
              removal: removal({ id: 74, status: 'removed', channel: 'email' }),
            }),
          ],
          notChecked: base.notChecked.filter((site) => site.slug !== 'mylife'),
        },
      },
    });
    renderWithProviders(<ProtectionReport memberId={21} />);
    const named = await screen.findByRole('article', { name: 'MyLife' });
    // nobody read the page: what it shows is not known
    expect(within(named).getByText('Shows').nextElementSibling).toHaveTextContent('Not known');
    expect(within(named).getByText('Named by MyLife').nextElementSibling).toHaveTextContent('Nov 5, 2026');
  });

  it('keeps the question open when it cannot be sent, and offers it only where e-mail reaches the site', async () => {
    routeFetch({
      [PROTECTION]: { body: protection() },
      [INQUIRIES]: failure(409, 'Guardian has already asked MyLife about Grace.'),
    });
    renderWithProviders(<ProtectionReport memberId={21} />);
    const myLife = await site('MyLife');
    await userEvent.click(within(myLife).getByRole('button', { name: 'Ask MyLife about Grace' }));
    await userEvent.click(within(myLife).getByRole('button', { name: 'Send the e-mail' }));
    expect(await within(myLife).findByRole('alert')).toHaveTextContent(
      'Guardian has already asked MyLife about Grace.',
    );
    expect(within(myLife).getByRole('button', { name: 'Send the e-mail' })).toBeEnabled();
    // Spokeo and Acxiom take requests only on their own forms
    expect(within(await site('Spokeo')).queryByRole('button', { name: /^Ask / })).not.toBeInTheDocument();
    expect(within(await site('Acxiom')).queryByRole('button', { name: /^Ask / })).not.toBeInTheDocument();
  });
});
