import type { IdentityMember } from '@beacon/api';

export const fullName = (member: Pick<IdentityMember, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`;

/** The account holder first, the others in the server's order. */
export function selfFirst(members: readonly IdentityMember[]): IdentityMember[] {
  return [...members.filter((member) => member.isSelf), ...members.filter((member) => !member.isSelf)];
}

/** "1 alert", "2 alerts"; `many` for irregular plurals ("person" / "people"). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "up to 5 people", "up to 1 person": how many people a plan monitors. */
export const peopleCount = (count: number) => plural(count, 'person', 'people');
