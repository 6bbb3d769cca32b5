import { useId, useState, type FormEvent } from 'react';

import { isApiError, useCreateList, type RecordList } from '@beacon/api';

import styles from './records-list.module.css';

export interface ListsPanelProps {
  lists: RecordList[];
  selectedListId: number | null;
  onSelect: (listId: number | null) => void;
  onDeleteList: (list: RecordList) => void;
}

const MAX_LIST_NAME = 60;

/** The member's lists: filter the records by one, create a list, delete the list in view. */
export function ListsPanel({ lists, selectedListId, onSelect, onDeleteList }: ListsPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createList = useCreateList();
  const selected = lists.find((list) => list.id === selectedListId) ?? null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Please enter a list name.');
      return;
    }
    setError(null);
    createList.mutate(trimmed, {
      onSuccess: () => setName(''),
      onError: (failure) => {
        console.error('Create list failed', failure);
        // 409 carries the server's own words ("A list with this name already exists").
        setError(
          isApiError(failure) && failure.statusCode === 409 ? failure.message : 'The list could not be created.',
        );
      },
    });
  }

  return (
    <section className={styles.lists} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.listsTitle}>
        Lists
      </h2>
      <ul className={styles.filters} aria-label="Show reports">
        <li>
          <button
            type="button"
            className={styles.filter}
            aria-pressed={selectedListId === null}
            onClick={() => onSelect(null)}
          >
            All Reports
          </button>
        </li>
        {lists.map((list) => (
          <li key={list.id}>
            <button
              type="button"
              className={styles.filter}
              aria-pressed={list.id === selectedListId}
              onClick={() => onSelect(list.id)}
            >
              {list.name} ({list.items.length})
            </button>
          </li>
        ))}
      </ul>
      {selected ? (
        <button type="button" className={styles.action} onClick={() => onDeleteList(selected)}>
          Delete List
        </button>
      ) : null}
      <form className={styles.newList} onSubmit={submit} noValidate>
        <label htmlFor={inputId}>New list name</label>
        <input
          id={inputId}
          value={name}
          maxLength={MAX_LIST_NAME}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className={styles.action} disabled={createList.isPending}>
          Create List
        </button>
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
