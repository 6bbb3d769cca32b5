import type { PersonTeaser } from '@beacon/api';
import type { SessionUser } from '@beacon/session';

/** Spec §4: a person record qualifies when its first-name initial and full last name equal the member's. */
export function isPossiblyOwnRecord(teaser: PersonTeaser, user: Pick<SessionUser, 'firstName' | 'lastName'>): boolean {
  const initial = (name: string) => name.trim().charAt(0).toLowerCase();
  return (
    initial(teaser.name.first) === initial(user.firstName) &&
    teaser.name.last.trim().toLowerCase() === user.lastName.trim().toLowerCase()
  );
}
