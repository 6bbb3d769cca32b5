import type { IdentityMember } from '@beacon/api';
import { formatDisplayDate } from '@beacon/platform';

import identity from '../../identity-ui/identity.module.css';

// Where the breach feed's checks of a person's data stand (issue 58 point 1): a feed that does not answer reads as
// "monitoring delayed since …", and data not checked yet as being checked, so an empty list of alerts never passes
// for "no breaches" when nothing has been looked up.

/** True when a person's empty alerts mean the feed found nothing: every check answered. */
export const checksAnswered = (member: IdentityMember) =>
  member.checksDelayedSince === null && member.checksPending === 0;

export function delayedText(since: string): string {
  return `Monitoring delayed since ${formatDisplayDate(since)}: the breach feed is not answering. We keep trying, and alerts follow as soon as it answers.`;
}

export function BreachCheckState({ member }: { member: IdentityMember }) {
  if (member.checksDelayedSince !== null) {
    return (
      <p role="status" className={identity.text}>
        {delayedText(member.checksDelayedSince)}
      </p>
    );
  }
  if (member.checksPending > 0) {
    return (
      <p role="status" className={identity.muted}>
        Checking {member.firstName}&apos;s data with the breach feed…
      </p>
    );
  }
  return null;
}
