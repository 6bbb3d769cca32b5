import { useId, useState } from 'react';

import type { RecordList } from '@beacon/api';
import { Modal } from '@beacon/ui';

import styles from './records-list.module.css';

export interface AddToListModalProps {
  recordTitle: string;
  /** the lists the record is not on yet */
  lists: RecordList[];
  busy: boolean;
  failure: string | null;
  onAdd: (listId: number) => void;
  onClose: () => void;
}

/** Picks the list a record goes on. */
export function AddToListModal({ recordTitle, lists, busy, failure, onAdd, onClose }: AddToListModalProps) {
  const [choice, setChoice] = useState<number | null>(lists[0]?.id ?? null);
  const groupName = useId();
  return (
    <Modal
      title="Add to List"
      actionLabel={busy ? 'Adding…' : 'Add'}
      actionDisabled={busy || choice === null}
      onAction={() => (choice === null ? undefined : onAdd(choice))}
      onClose={onClose}
    >
      <fieldset className={styles.choices}>
        <legend>Add {recordTitle} to</legend>
        {lists.map((list) => (
          <label key={list.id}>
            <input type="radio" name={groupName} checked={choice === list.id} onChange={() => setChoice(list.id)} />{' '}
            {list.name}
          </label>
        ))}
      </fieldset>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
    </Modal>
  );
}
