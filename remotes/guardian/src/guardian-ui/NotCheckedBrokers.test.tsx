import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient, type GuardianProtection } from '@beacon/api';
import { failure, routeFetch, type Responder } from '@beacon/test-support/fetch-routes';
import { renderWithProviders } from '@beacon/test-support/render-screen';
import { memberListingMessages } from '@beacon/validation';

import { broker, listing, match, protection } from '../test-support/guardian-fixtures';
import { ProtectionReport } from './ProtectionReport';

const PROTECTION = 'GET /v1/me/personal-data-protection/members/21/protection';
const LISTINGS = 'POST /v1/me/personal-data-protection/members/21/listings';
const MYLIFE_PAGE = 'https://www.mylife.com/grace-okafor/e123456';

/** The overview once Grace's MyLife listing is added: among her listings, no longer a site Guardian does not check. */
function withMyLifeListing(): GuardianProtection {
  const base = protection();
  return {
    ...base,
    listings: [
      ...base.listings,
      listing({
        id: 105,
        broker: broker('mylife', 'MyLife', {
          domain: 'www.mylife.com',
          optOutMethod: 'email',
          optOutUrl: null,
          optOutEmail: 'privacy@mylife.com',
        }),
        url: MYLIFE_PAGE,
        exposed: ['name', 'phone'],
        foundBy: 'member',
        match: match({ confidence: null, decision: null, verdict: 'mine' }),
      }),
    ],
    notChecked: base.notChecked.filter((site) => site.slug !== 'mylife'),
  };
}

function serve(routes: Record<string, Responder> = {}) {
  return routeFetch({ [PROTECTION]: { body: protection() }, ...routes });
}

async function sitesNotChecked() {
  const section = await screen.findByRole('region', { name: 'Sites Guardian does not check' });
  return within(section).getByRole('list', { name: 'Sites not checked' });
}

/** The card of one site in "Sites Guardian does not check". */
async function site(name: string) {
  const card = within(await sitesNotChecked())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name, { selector: 'strong' }));
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

/** Opens "I found Grace on MyLife" and gives its form. */
async function openFoundListing() {
  const card = await site('MyLife');
  const toggle = within(card).getByRole('button', { name: 'I found Grace on MyLife' });
  await userEvent.click(toggle);
  return { card, toggle };
}

describe('NotCheckedBrokers', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('says the member can add a listing they find, and how Guardian then sends the site its letter', async () => {
    serve();
    renderWithProviders(<ProtectionReport memberId={21} />);
    const section = await screen.findByRole('region', { name: 'Sites Guardian does not check' });
    expect(
      within(section).getByText(/If you find Grace on one of them, add the listing: Guardian then writes the site its/),
    ).toHaveTextContent(
      /removal letter and e-mails it, or, for a site that takes requests only by post, gives you the letter to print and mail\./,
    );
  });

  it('links a site that takes requests only on its own form to that form, in a new tab', async () => {
    serve();
    renderWithProviders(<ProtectionReport memberId={21} />);
    const acxiom = await site('Acxiom');
    const optOut = within(acxiom).getByRole('link', {
      name: "Opt out on Acxiom's own form (opens the site in a new tab)",
    });
    expect(optOut).toHaveAttribute('href', 'https://isapps.acxiom.com/optout/optout.aspx');
    expect(optOut).toHaveAttribute('target', '_blank');
    expect(optOut).toHaveAttribute('rel', 'noreferrer noopener');
    expect(within(acxiom).queryByRole('button', { name: /^I found Grace/ })).not.toBeInTheDocument();
    // a site that takes letters is added to instead: no form of its own to send the member to
    const myLife = await site('MyLife');
    expect(within(myLife).queryByRole('link', { name: /Opt out/ })).not.toBeInTheDocument();
  });

  it('adds a listing the member found: the page address is sent, and the site moves to their listings', async () => {
    let added = false;
    const calls = serve({
      [PROTECTION]: () => ({ body: added ? withMyLifeListing() : protection() }),
      [LISTINGS]: () => {
        added = true;
        return { status: 201, body: withMyLifeListing() };
      },
    });
    renderWithProviders(<ProtectionReport memberId={21} />);
    const { card, toggle } = await openFoundListing();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    const address = within(card).getByRole('textbox', { name: 'Address of the listing page' });
    expect(address).toHaveAccessibleDescription('The page on www.mylife.com that shows Grace.');

    await userEvent.type(address, `  ${MYLIFE_PAGE} `);
    // what the page shows is the member's to say: nothing is ticked for them
    const shows = within(card).getByRole('group', { name: 'What the page shows' });
    expect(shows).toHaveAccessibleDescription(
      "Tick what you read about Grace on MyLife's page: the letter asks the site to delete it.",
    );
    expect(
      within(shows)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toEqual([]);
    await userEvent.click(within(shows).getByRole('checkbox', { name: 'Phone numbers' }));
    await userEvent.click(within(shows).getByRole('checkbox', { name: 'Name' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Add listing' }));

    const addedListing = await screen.findByRole('article', { name: 'MyLife' });
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { brokerSlug: 'mylife', url: MYLIFE_PAGE, shows: ['phone', 'name'] },
    ]);
    // the listing says whose word its fields are
    expect(within(addedListing).getByText('Shows, as you told us')).toBeInTheDocument();
    expect(within(addedListing).getByText('Name, Phone numbers')).toBeInTheDocument();
    expect(within(addedListing).getByText('Added by you')).toBeInTheDocument();
    // the keyboard is where the news is: the section that now holds the listing, its notice under the heading
    expect(screen.getByRole('heading', { name: 'Exposures by broker' })).toHaveFocus();
    // the overview is read again: MyLife is one of Grace's listings now, not a site Guardian does not check
    expect(calls.filter((call) => `${call.method} ${call.url}` === PROTECTION).length).toBeGreaterThan(1);
    expect(within(await sitesNotChecked()).queryByText('MyLife')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Added Grace's listing on MyLife. Request its removal here as for any listing.",
    );
  });

  it('closes the form once the listing is added, even while the site is still on this list', async () => {
    serve({ [LISTINGS]: { status: 201, body: protection() } });
    renderWithProviders(<ProtectionReport memberId={21} />);
    const { card, toggle } = await openFoundListing();
    await userEvent.type(within(card).getByRole('textbox', { name: 'Address of the listing page' }), MYLIFE_PAGE);
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Name' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Add listing' }));
    expect(
      await screen.findByText("Added Grace's listing on MyLife. Request its removal here as for any listing."),
    ).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('textbox', { name: 'Address of the listing page' })).not.toBeInTheDocument();
  });

  it('checks the address before sending it', async () => {
    const calls = serve();
    renderWithProviders(<ProtectionReport memberId={21} />);
    const { card } = await openFoundListing();
    await userEvent.click(within(card).getByRole('button', { name: 'Add listing' }));
    const address = within(card).getByRole('textbox', { name: 'Address of the listing page' });
    expect(address).toHaveAccessibleDescription(
      `The page on www.mylife.com that shows Grace. ${memberListingMessages.urlRequired}`,
    );
    // nothing ticked: the group says so, once the member tried to send
    const shows = within(card).getByRole('group', { name: 'What the page shows' });
    expect(within(shows).getByRole('alert')).toHaveTextContent(memberListingMessages.showsRequired);
    expect(shows).toHaveAccessibleDescription(
      `Tick what you read about Grace on MyLife's page: the letter asks the site to delete it. ${memberListingMessages.showsRequired}`,
    );
    await userEvent.click(within(shows).getByRole('checkbox', { name: 'Current address' }));
    expect(within(shows).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(address, 'www.mylife.com/grace');
    expect(within(card).getByRole('alert')).toHaveTextContent(memberListingMessages.urlInvalid);
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal in its own words and keeps the form", async () => {
    serve({ [LISTINGS]: failure(400, 'This address is not a page of MyLife (www.mylife.com).') });
    renderWithProviders(<ProtectionReport memberId={21} />);
    const { card } = await openFoundListing();
    const address = within(card).getByRole('textbox', { name: 'Address of the listing page' });
    await userEvent.type(address, 'https://www.spokeo.com/Grace-Okafor');
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Name' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Add listing' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This address is not a page of MyLife (www.mylife.com).',
    );
    expect(address).toHaveValue('https://www.spokeo.com/Grace-Okafor');
    expect(within(card).getByRole('button', { name: 'Add listing' })).toBeEnabled();
  });

  it('waits while the listing is added', async () => {
    serve({ [LISTINGS]: () => new Promise(() => undefined) });
    renderWithProviders(<ProtectionReport memberId={21} />);
    const { card } = await openFoundListing();
    await userEvent.type(within(card).getByRole('textbox', { name: 'Address of the listing page' }), MYLIFE_PAGE);
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Name' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Add listing' }));
    expect(await within(card).findByRole('button', { name: 'Adding…' })).toBeDisabled();
  });
});
