import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { createAccountsRepository } from '../repositories/accounts-repository';
import { createSessionsRepository } from '../repositories/sessions-repository';

// An administrator ends every login of one member (issue 55 point 3, ASVS V7: a compromised account is shut out
// everywhere at once). The logins are revoked in the shared database, so every instance refuses their tokens and
// refresh tokens and ends their live-update streams at its next poll; a login made afterwards is not affected.

/** The revoked_reason of logins an administrator ended. */
export const ADMIN_REVOKE_REASON = 'admin';

export interface RevokedLogins {
  accountId: number;
  /** live logins that were ended now (already ended ones keep their first reason) */
  revoked: number;
}

/** Revokes every live login of the account with this e-mail address; undefined when no account has it. */
export async function revokeMemberLogins(
  db: Kysely<Database>,
  email: string,
  now: number,
): Promise<RevokedLogins | undefined> {
  const account = await createAccountsRepository(db).findByEmail(email);
  if (!account) return undefined;
  const revoked = await createSessionsRepository(db).revokeAll(account.id, ADMIN_REVOKE_REASON, now);
  return { accountId: account.id, revoked };
}
