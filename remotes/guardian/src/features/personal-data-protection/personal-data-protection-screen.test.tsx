import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { failure, never, routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { familyMember, member, membersPage, protection } from '../../test-support/guardian-fixtures';
import PersonalDataProtectionScreen from './personal-data-protection-screen';

const MEMBERS = 'GET /v1/me/personal-data-protection/members';
const PATH = '/dashboard/personal-data-protection';

const KEMI_STATEMENT =
  'Kemi has authorized me to ask sites to remove their personal information, or I am their parent or legal guardian.';
const TOBI_STATEMENT =
  'Tobi has authorized me to ask sites to remove their personal information, or I am their parent or legal guardian.';

const show = () => renderScreen(PATH, <PersonalDataProtectionScreen />, PATH);
const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('PersonalDataProtectionScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('keeps its heading and shows placeholders while loading', async () => {
    routeFetch({ [MEMBERS]: never });
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Data Protection' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading protected people' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No one is protected by Guardian yet.')).not.toBeInTheDocument();
  });

  it('says when the members cannot be loaded, and tries again', async () => {
    let reads = 0;
    routeFetch({ [MEMBERS]: () => (++reads === 1 ? failure(500) : { body: membersPage([member()]) }) });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The people you protect could not be loaded. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Grace Okafor' })).toBeInTheDocument();
  });

  it('says when no one is protected yet', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([], 0) } });
    await show();
    expect(await screen.findByText('No one is protected by Guardian yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set Up Guardian' })).toHaveAttribute(
      'href',
      '/dashboard/guardian/online-protection/setup',
    );
  });

  it('shows one card per protected person with their score and the way to their report', async () => {
    routeFetch({
      [MEMBERS]: {
        body: membersPage([
          member(),
          familyMember(),
          familyMember({
            id: 23,
            firstName: 'Ada',
            relationship: 'parent',
            score: null,
            scanStatus: 'running',
            exposures: 0,
            removed: 0,
          }),
          familyMember({ id: 24, firstName: 'Bayo', relationship: 'spouse', score: null, scanStatus: null }),
        ]),
      },
    });
    await show();
    await screen.findByRole('heading', { level: 3, name: 'Grace Okafor' });
    const self = card('Grace Okafor');
    expect(within(self).getByText('You')).toBeInTheDocument();
    expect(within(self).getByText('Guardian score 201')).toBeInTheDocument();
    expect(within(self).getByText('2 exposures, 1 removed')).toBeInTheDocument();
    expect(within(self).getByRole('link', { name: 'View Report for Grace Okafor' })).toHaveAttribute(
      'href',
      '/dashboard/guardian/report/3/person/9',
    );
    expect(within(self).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    const child = card('Tobi Okafor');
    expect(within(child).getByText('Child')).toBeInTheDocument();
    expect(within(child).getByText('Guardian score 230')).toBeInTheDocument();
    expect(within(child).getByText('1 exposure, 0 removed')).toBeInTheDocument();
    expect(within(child).getByRole('link', { name: 'View Report for Tobi Okafor' })).toHaveAttribute(
      'href',
      '/dashboard/personal-data-protection/members/22',
    );
    expect(within(card('Ada Okafor')).getByText('Scanning…')).toBeInTheDocument();
    expect(within(card('Ada Okafor')).getByText('Parent')).toBeInTheDocument();
    expect(within(card('Bayo Okafor')).getByText('No scan yet')).toBeInTheDocument();

    expect(screen.getByText('Your family add-on protects up to 5 family members.')).toBeInTheDocument();
    expect(screen.getByText('3 of 5 added')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Family Member' })).toBeEnabled();
  });

  it('adds a family member, whose first scan starts', async () => {
    let items = [member()];
    const calls = routeFetch({
      [MEMBERS]: () => ({ body: membersPage(items) }),
      'POST /v1/me/personal-data-protection/members': () => {
        const added = familyMember({ id: 25, firstName: 'Kemi', score: null, scanStatus: 'queued', exposures: 0 });
        items = [...items, added];
        return { status: 201, body: added };
      },
    });
    await show();
    expect(await screen.findByText('You have not added any family members yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Family Member' }));
    const form = screen.getByRole('form', { name: 'Add a family member' });
    await userEvent.type(within(form).getByLabelText('First name'), 'Kemi');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Okafor');
    await userEvent.selectOptions(within(form).getByLabelText('Relationship to you'), 'child');
    await userEvent.type(within(form).getByLabelText('Date of birth'), '2012-03-04');
    await userEvent.click(within(form).getByRole('button', { name: 'Add E-mail Address' }));
    await userEvent.type(within(form).getByLabelText('E-mail address 1'), 'kemi@example.com');
    await userEvent.click(within(form).getByRole('checkbox', { name: KEMI_STATEMENT }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save And Start Scan' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Kemi Okafor was added. Their first scan has started.');
    expect(await screen.findByRole('heading', { level: 3, name: 'Kemi Okafor' })).toBeInTheDocument();
    expect(within(card('Kemi Okafor')).getByText('Scanning…')).toBeInTheDocument();
    expect(screen.getByText('1 of 5 added')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Kemi',
      middleName: '',
      lastName: 'Okafor',
      dob: '2012-03-04',
      otherNames: [],
      addresses: [],
      phones: [],
      emails: ['kemi@example.com'],
      relationship: 'child',
      authorizedAgent: true,
    });
  });

  it("shows the schema's messages in the family form and sends nothing", async () => {
    const calls = routeFetch({ [MEMBERS]: { body: membersPage([member()]) } });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Family Member' }));
    const form = screen.getByRole('form', { name: 'Add a family member' });
    await userEvent.type(within(form).getByLabelText('First name'), 'K3mi');
    await userEvent.type(within(form).getByLabelText('Date of birth'), '2999-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Save And Start Scan' }));
    expect(within(form).getByText('Please Enter A First Name.')).toBeInTheDocument();
    expect(within(form).getByText('Please Enter A Last Name.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid date of birth.')).toBeInTheDocument();
    expect(within(form).getByText('Please choose how this person is related to you.')).toBeInTheDocument();
    expect(within(form).getByText('Please confirm that you may act for this person.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses to add a family member until the member states they may act for them', async () => {
    const calls = routeFetch({
      [MEMBERS]: { body: membersPage([member()]) },
      'POST /v1/me/personal-data-protection/members': {
        status: 201,
        body: familyMember({ id: 25, firstName: 'Kemi', scanStatus: 'queued' }),
      },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Family Member' }));
    const form = screen.getByRole('form', { name: 'Add a family member' });
    // the statement names the person as their first name is typed
    expect(
      within(form).getByRole('checkbox', {
        name: 'This person has authorized me to ask sites to remove their personal information, or I am their parent or legal guardian.',
      }),
    ).not.toBeChecked();
    await userEvent.type(within(form).getByLabelText('First name'), 'Kemi');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Okafor');
    await userEvent.selectOptions(within(form).getByLabelText('Relationship to you'), 'parent');
    await userEvent.click(within(form).getByRole('button', { name: 'Save And Start Scan' }));

    const statement = within(form).getByRole('checkbox', { name: KEMI_STATEMENT });
    expect(statement).toBeRequired();
    expect(statement).toHaveAttribute('aria-invalid', 'true');
    expect(statement).toHaveAccessibleDescription('Please confirm that you may act for this person.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(statement);
    expect(within(form).queryByText('Please confirm that you may act for this person.')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save And Start Scan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kemi Okafor was added. Their first scan has started.');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      firstName: 'Kemi',
      relationship: 'parent',
      authorizedAgent: true,
    });
  });

  it("keeps the family form and shows the server's refusal", async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([member()]) },
      'POST /v1/me/personal-data-protection/members': failure(
        409,
        'Your family add-on protects up to 5 family members.',
      ),
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Family Member' }));
    const form = screen.getByRole('form', { name: 'Add a family member' });
    await userEvent.type(within(form).getByLabelText('First name'), 'Kemi');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Okafor');
    await userEvent.selectOptions(within(form).getByLabelText('Relationship to you'), 'sibling');
    await userEvent.click(within(form).getByRole('checkbox', { name: KEMI_STATEMENT }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save And Start Scan' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your family add-on protects up to 5 family members.',
    );
    expect(within(form).getByLabelText('First name')).toHaveValue('Kemi');
  });

  it('disables adding at the limit and says so', async () => {
    routeFetch({
      [MEMBERS]: {
        body: membersPage([member(), familyMember(), familyMember({ id: 23, firstName: 'Ada' })], 2),
      },
    });
    await show();
    expect(await screen.findByText('2 of 2 added')).toBeInTheDocument();
    expect(
      screen.getByText('You have added as many family members as your add-on protects.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Family Member' })).toBeDisabled();
  });

  it('offers the family add-on to a member without it', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([member()], 0) } });
    await show();
    expect(await screen.findByText('Add the Guardian family add-on to protect your family.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get The Family Add-On' })).toHaveAttribute('href', '/dashboard/purchase');
    expect(screen.queryByRole('button', { name: 'Add Family Member' })).not.toBeInTheDocument();
  });

  it('removes a family member after a confirmation', async () => {
    let items = [member(), familyMember()];
    const calls = routeFetch({
      [MEMBERS]: () => ({ body: membersPage(items) }),
      'DELETE /v1/me/personal-data-protection/members/22': () => {
        items = [member()];
        return { status: 204 };
      },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Tobi Okafor' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Tobi Okafor?' });
    expect(within(dialog).getByText('Their scan results and removal requests will be deleted.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tobi Okafor was removed.');
    expect(screen.queryByRole('heading', { level: 3, name: 'Tobi Okafor' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the family member when the removal is cancelled or fails', async () => {
    const calls = routeFetch({
      [MEMBERS]: { body: membersPage([member(), familyMember()]) },
      'DELETE /v1/me/personal-data-protection/members/22': failure(500),
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Tobi Okafor' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Tobi Okafor' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tobi Okafor could not be removed. Please try again.');
    expect(screen.getByRole('heading', { level: 3, name: 'Tobi Okafor' })).toBeInTheDocument();
  });

  it("edits a family member's details, prefilled from what Guardian knows", async () => {
    const calls = routeFetch({
      [MEMBERS]: { body: membersPage([member(), familyMember()]) },
      'GET /v1/me/personal-data-protection/members/22/protection': {
        body: protection({
          member: familyMember(),
          details: {
            middleName: '',
            dob: '2012-03-04',
            otherNames: [],
            addresses: [],
            phones: [],
            emails: ['tobi@example.com'],
            monitored: { emails: [], phones: [], usernames: [] },
          },
        }),
      },
      'PATCH /v1/me/personal-data-protection/members/22': { body: familyMember({ firstName: 'Tobias' }) },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Tobi Okafor' }));
    const form = await screen.findByRole('form', { name: 'Edit Tobi Okafor' });
    expect(within(form).getByLabelText('Date of birth')).toHaveValue('2012-03-04');
    expect(within(form).getByLabelText('E-mail address 1')).toHaveValue('tobi@example.com');
    expect(within(form).queryByLabelText('Relationship to you')).not.toBeInTheDocument();
    // the member already stated they may act for Tobi
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('First name'));
    await userEvent.type(within(form).getByLabelText('First name'), 'Tobias');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent("Tobias Okafor's details were saved.");
    expect(screen.queryByRole('form', { name: 'Edit Tobi Okafor' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      firstName: 'Tobias',
      middleName: '',
      lastName: 'Okafor',
      dob: '2012-03-04',
      otherNames: [],
      addresses: [],
      phones: [],
      emails: ['tobi@example.com'],
    });
  });
  describe('a family member added before the authorized-agent statement', () => {
    const unauthorized = familyMember({ authorizedAt: null });

    function serveEdit() {
      return routeFetch({
        [MEMBERS]: { body: membersPage([member(), unauthorized]) },
        'GET /v1/me/personal-data-protection/members/22/protection': {
          body: protection({ member: unauthorized }),
        },
        'PATCH /v1/me/personal-data-protection/members/22': {
          body: familyMember({ authorizedAt: '2026-11-20T10:00:00.000Z' }),
        },
      });
    }

    it('gets the statement, unticked, in their edit form, and sends it when ticked', async () => {
      const calls = serveEdit();
      await show();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit Tobi Okafor' }));
      const form = await screen.findByRole('form', { name: 'Edit Tobi Okafor' });
      const statement = within(form).getByRole('checkbox', { name: TOBI_STATEMENT });
      expect(statement).not.toBeChecked();
      expect(statement).not.toBeRequired();
      expect(statement).toHaveAccessibleDescription(
        'Guardian asks other sites to remove their listings once you confirm this.',
      );
      await userEvent.click(statement);
      await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByRole('status')).toHaveTextContent("Tobi Okafor's details were saved.");
      expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ authorizedAgent: true });
    });

    it('saves their details without the statement when it is left unticked', async () => {
      const calls = serveEdit();
      await show();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit Tobi Okafor' }));
      const form = await screen.findByRole('form', { name: 'Edit Tobi Okafor' });
      // ticked, then unticked: nothing is said on the member's behalf
      await userEvent.click(within(form).getByRole('checkbox', { name: TOBI_STATEMENT }));
      await userEvent.click(within(form).getByRole('checkbox', { name: TOBI_STATEMENT }));
      await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByRole('status')).toHaveTextContent("Tobi Okafor's details were saved.");
      expect(calls.find((call) => call.method === 'PATCH')?.body).not.toHaveProperty('authorizedAgent');
    });
  });
});
