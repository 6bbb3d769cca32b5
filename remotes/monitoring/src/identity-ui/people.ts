import type { IdentityMember } from '@beacon/api';
import { formatQuantity } from '@beacon/platform';

export const fullName = (member: Pick<IdentityMember, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`;

/** The account holder first, the others in the server's order. */
export function selfFirst(members: readonly IdentityMember[]): IdentityMember[] {
  return [...members.filter((member) => member.isSelf), ...members.filter((member) => !member.isSelf)];
}

/** "up to 5 people", "up to 1 person": how many people a plan monitors. */
export const peopleCount = (count: number) => formatQuantity(count, 'person', 'people');
