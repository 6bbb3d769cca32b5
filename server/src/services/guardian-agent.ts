import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { createAccountsRepository } from '../repositories/accounts-repository';
import type { ProtectionMemberRow } from '../repositories/protection-members-repository';

// A family member's removal requests are made by the account holder as their authorized agent (issue 55 point 2):
// who that is, and the day they stated the person authorized them, as the request letter says it.

export interface AuthorizedAgent {
  name: string;
  /** YYYY-MM-DD */
  authorizedOn: string;
}

export async function authorizedAgentOf(
  db: Kysely<Database>,
  member: Pick<ProtectionMemberRow, 'account_id' | 'authorized_at' | 'is_self'>,
): Promise<AuthorizedAgent | undefined> {
  if (member.is_self === 1 || member.authorized_at === null) return undefined;
  const account = await createAccountsRepository(db).findById(member.account_id);
  if (!account) return undefined;
  return {
    name: `${account.first_name} ${account.last_name}`.trim() || account.email,
    authorizedOn: new Date(Number(member.authorized_at)).toISOString().slice(0, 10),
  };
}
