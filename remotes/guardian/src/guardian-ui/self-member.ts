import type { ProtectionMember } from '@beacon/api';

/** The account holder's own protection member (the server lists it first, but the flag is what says so). */
export function selfMemberOf(members: readonly ProtectionMember[] | undefined): ProtectionMember | undefined {
  return members?.find((member) => member.isSelf);
}

export const fullName = (member: Pick<ProtectionMember, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`;
