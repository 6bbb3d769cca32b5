import type { IdentityMember } from '@beacon/api';
import { paths } from '@beacon/platform';

/** Dark Web Monitoring Setup for one monitored person (`?member=<id>`; without it, the account holder). */
export const setupPathOf = (member: Pick<IdentityMember, 'id'>) => `${paths.darkWebSetup}?member=${member.id}`;
