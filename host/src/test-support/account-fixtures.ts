import type { Account } from '@beacon/api';
import { memberAccount, type AccountOverrides } from '@beacon/test-support/person-fixtures';

/** The host tests' member: Ada Lovelace (account 7), holding nothing unless told otherwise. */
export function makeAccount(overrides: AccountOverrides = {}): Account {
  return memberAccount({ id: 7, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', ...overrides });
}
