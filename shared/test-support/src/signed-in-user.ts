import type { SessionUser } from '@beacon/session';

/** The member a remote's screen is shown to: the host renders remotes behind its sign-in gate. */
export const signedInUser: SessionUser = { firstName: 'Grace', lastName: 'Okafor', sub: '3' };
