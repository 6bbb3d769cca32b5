import { useRemoveMonitoredData, useMonitoredData, type IdentityMember, type MonitoredItem } from '@beacon/api';
import { formatDisplayDate } from '@beacon/platform';
import { MONITORED_DATA_KINDS } from '@beacon/validation';

import { failureText } from '../../identity-ui/failure-text';
import identity from '../../identity-ui/identity.module.css';
import { LoadFailure, LoadingLines } from '../../identity-ui/LoadState';
import type { NoticeValue } from '@beacon/ui';
import { KIND_HEADINGS } from './monitored-data-values';

export interface MonitoredItemsProps {
  member: IdentityMember;
  onNotice: (notice: NoticeValue | null) => void;
}

/** Where the breach feed's checks of an item stand. */
function checkText(item: MonitoredItem): string {
  if (!item.checkedByFeed) return 'no breach feed checks this kind of data yet';
  if (item.delayedSince) return `check delayed since ${formatDisplayDate(item.delayedSince)}`;
  return item.checkedAt ? `checked ${formatDisplayDate(item.checkedAt)}` : 'being checked';
}

/** What is watched for a member now, masked and grouped by kind, each with a way to stop watching it. */
export function MonitoredItems({ member, onNotice }: MonitoredItemsProps) {
  const monitored = useMonitoredData(member.id);
  const remove = useRemoveMonitoredData();
  const removingId = remove.isPending ? remove.variables?.suffix : undefined;

  function stopWatching(item: MonitoredItem) {
    onNotice(null);
    remove.mutate(
      { memberId: member.id, suffix: item.id },
      {
        onSuccess: () => onNotice({ kind: 'done', text: `${item.display} is no longer watched.` }),
        onError: (error) =>
          onNotice({
            kind: 'failed',
            text: failureText(error, `${item.display} could not be removed. Please try again.`),
          }),
      },
    );
  }

  if (monitored.isPending) return <LoadingLines label="Loading what is watched" />;
  if (monitored.isError && !monitored.data) {
    return (
      <LoadFailure
        text="What is watched could not be loaded. Please try again."
        onRetry={() => void monitored.refetch()}
      />
    );
  }
  const items = monitored.data;
  if (items.length === 0) {
    return <p className={identity.muted}>Nothing is watched for {member.firstName} yet. Add data below.</p>;
  }
  return (
    <div className={identity.stack}>
      {MONITORED_DATA_KINDS.map((kind) => {
        const ofKind = items.filter((item) => item.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <div key={kind} className={identity.stack}>
            <h3 className={identity.subTitle}>{KIND_HEADINGS[kind]}</h3>
            <ul className={identity.list}>
              {ofKind.map((item) => (
                <li key={item.id} className={identity.row}>
                  <span className={identity.text}>
                    <strong>{item.display}</strong>{' '}
                    <span className={identity.muted}>
                      added {formatDisplayDate(item.addedAt)}, {checkText(item)}
                    </span>
                  </span>
                  <button
                    type="button"
                    className={identity.linkButton}
                    aria-label={`Remove ${item.display}`}
                    disabled={removingId === item.id}
                    onClick={() => stopWatching(item)}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
