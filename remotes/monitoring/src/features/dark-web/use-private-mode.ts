import { usePatchIdentityMember, type IdentityMember } from '@beacon/api';

import { failureText } from '../../identity-ui/failure-text';
import type { NoticeValue } from '@beacon/ui';
import { fullName } from '../../identity-ui/people';

/**
 * Private mode on and off (PATCH …/members/{id} `{ privateMode }`, spec §4). While the change is on its way the
 * switch shows what the member chose; the members list is read again once it is saved.
 */
export function usePrivateMode(onNotice: (notice: NoticeValue | null) => void) {
  const patch = usePatchIdentityMember();
  const pending = patch.isPending ? patch.variables : undefined;

  const busy = (member: IdentityMember) => pending?.memberId === member.id;

  return {
    busy,
    pressed: (member: IdentityMember) => (busy(member) ? pending?.input.privateMode === true : member.privateMode),
    toggle: (member: IdentityMember) => {
      onNotice(null);
      const privateMode = !member.privateMode;
      patch.mutate(
        { memberId: member.id, input: { privateMode } },
        {
          onSuccess: (saved) =>
            onNotice({
              kind: 'done',
              text: saved.privateMode
                ? `Private mode is on for ${fullName(saved)}: alerts do not show what was exposed.`
                : `Private mode is off for ${fullName(saved)}.`,
            }),
          onError: (error) =>
            onNotice({
              kind: 'failed',
              text: failureText(error, `Private mode could not be changed for ${fullName(member)}. Please try again.`),
            }),
        },
      );
    },
  };
}
