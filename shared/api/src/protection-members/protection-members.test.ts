import { configureApiClient } from '@beacon/api/client';
import { getProtectionMembersPage } from './protection-members';

const member = {
  id: 1,
  firstName: 'Grace',
  lastName: 'Okafor',
  isSelf: true,
  pointer: null,
  usageId: 'u1',
  reportId: '7',
  status: 'enrolled',
  relationship: null,
  authorizedAt: null,
  score: 80,
  exposures: 2,
  removed: 1,
  scanStatus: 'complete',
};

const answer = (body: unknown) => jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));

describe('getProtectionMembersPage', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));
  afterEach(() => jest.restoreAllMocks());

  it('reads the members and the family limit', async () => {
    globalThis.fetch = answer({ items: [member], familyLimit: 2 });
    await expect(getProtectionMembersPage()).resolves.toEqual({ items: [member], familyLimit: 2 });
  });

  it('refuses an answer that does not match the contract instead of passing it on', async () => {
    globalThis.fetch = answer({ items: [member] });
    await expect(getProtectionMembersPage()).rejects.toMatchObject({ name: 'ContractMismatch', field: 'familyLimit' });
  });
});
