import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from '@beacon/react-router';

import {
  useAccount,
  useAddListItems,
  useDeleteList,
  useDeleteRecord,
  useLists,
  useRecords,
  useRemoveListItem,
  useSuggestedReports,
  type MemberRecord,
  type RecordList,
} from '@beacon/api';
import { Modal, Page, TextPlaceholder } from '@beacon/ui';

import { recordTitle } from '../../record-display/record-display';
import { SuggestedReports } from '../../suggested-reports/SuggestedReports';
import { AddToListModal } from './AddToListModal';
import { ListsPanel } from './ListsPanel';
import { orderRecords } from './order-records';
import { cardAction } from './record-card-action';
import { RecordCard } from './RecordCard';
import styles from './records-list.module.css';
import { useArchiveRecord } from './use-archive-record';

type Dialog =
  | { kind: 'delete-record'; record: MemberRecord }
  | { kind: 'add-to-list'; record: MemberRecord }
  | { kind: 'delete-list'; list: RecordList };

function onList(list: RecordList, record: MemberRecord): boolean {
  return list.items.some((item) => item.type === record.type && item.recordId === record.recordId);
}

function LoadingCards() {
  return (
    <ul className={styles.cards} aria-busy="true" aria-label="Loading reports">
      {[0, 1, 2].map((index) => (
        <li key={index} className={styles.card}>
          <div className={styles.cardBody}>
            <TextPlaceholder size="word" />
            <TextPlaceholder size="name" />
            <TextPlaceholder size="sentence" />
          </div>
        </li>
      ))}
    </ul>
  );
}

// Default export: React.lazy loads this screen as its own chunk.
export default function RecordsListScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const records = useRecords();
  const lists = useLists();
  const account = useAccount();
  // The same query as <SuggestedReports />: the screen waits for it too (see `revealed` below).
  const suggestions = useSuggestedReports();
  const deleteRecord = useDeleteRecord();
  const addListItems = useAddListItems();
  const removeListItem = useRemoveListItem();
  const deleteList = useDeleteList();
  const archiveRecord = useArchiveRecord();

  const allLists = lists.data ?? [];
  const listParam = Number(searchParams.get('list'));
  const selectedList = allLists.find((list) => list.id === listParam) ?? null;
  const yourRecordId = account.data?.data.customers_report?.record_id;
  const ordered = orderRecords(records.data ?? []);
  // The member-wide suggestions mix the people of several reports: each says whose it is (issue 56 point 2).
  const recordNames = useMemo(
    () => new Map((records.data ?? []).map((record) => [record.recordId, recordTitle(record)])),
    [records.data],
  );
  const shown = selectedList ? ordered.filter((record) => onList(selectedList, record)) : ordered;
  // The cards, the lists and the suggestions appear together once all three have answered (they are fetched in
  // parallel, so this waits for the slowest, not the sum). Revealed one by one, whichever came first was pushed
  // aside by the next: a layout shift of 0.08 on a phone when the cards or the lists came last (issue 19).
  // Deferred: the answers reach React as a synchronous update, and the reveal rendered every card and panel in one
  // task (50 ms and more on a mid-range phone: Lighthouse's total blocking time, issue 19). As a deferred value the
  // reveal is a transition that React renders in slices, yielding to the browser between them.
  const revealed = useDeferredValue(!records.isPending && !lists.isPending && !suggestions.isPending);

  function selectList(listId: number | null) {
    setSearchParams(listId === null ? {} : { list: String(listId) });
  }

  function fail(message: string) {
    return (error: unknown) => {
      console.error(message, error);
      setNotice(message);
    };
  }

  function closeDialog() {
    setDialog(null);
    addListItems.reset();
  }

  return (
    <Page title="Reports" intro="Every report you have opened, newest first.">
      {notice ? (
        <p className={styles.error} role="alert">
          {notice}
        </p>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.main}>
          {revealed ? null : <LoadingCards />}
          {revealed && records.isError ? (
            <p className={styles.error} role="alert">
              Your reports could not be loaded. Please try again.
            </p>
          ) : null}
          {revealed && records.data && shown.length === 0 ? (
            <div className={styles.empty}>
              {selectedList ? (
                <p>There are no reports on {selectedList.name} yet.</p>
              ) : (
                <>
                  <p>You have no reports yet.</p>
                  <p>Search for a name, phone number, email address or address to open your first report.</p>
                </>
              )}
            </div>
          ) : null}
          {revealed && shown.length > 0 ? (
            <ul className={styles.cards} aria-label={selectedList ? `Reports on ${selectedList.name}` : 'Your reports'}>
              {shown.map((record) => {
                const listsWithout = allLists.filter((list) => !onList(list, record));
                return (
                  <RecordCard
                    key={record.recordId}
                    record={record}
                    now={now}
                    isYourReport={
                      record.type === 'person' &&
                      yourRecordId !== undefined &&
                      String(yourRecordId) === String(record.recordId)
                    }
                    deleteAction={cardAction(true, () => setDialog({ kind: 'delete-record', record }))}
                    addToListAction={cardAction(listsWithout.length > 0, () =>
                      setDialog({ kind: 'add-to-list', record }),
                    )}
                    removeFromListAction={cardAction(selectedList !== null, () => {
                      if (!selectedList) return;
                      setNotice(null);
                      removeListItem.mutate(
                        { listId: selectedList.id, item: { type: record.type, recordId: record.recordId } },
                        { onError: fail('The report could not be removed from the list.') },
                      );
                    })}
                    archiveAction={cardAction(true, () => {
                      setNotice(null);
                      archiveRecord.mutate(
                        { record, archived: !record.isArchived },
                        { onError: () => setNotice('The report could not be archived.') },
                      );
                    })}
                  />
                );
              })}
            </ul>
          ) : null}
        </div>
        {revealed ? (
          <aside className={styles.side} aria-label="Lists and suggestions">
            {lists.data ? (
              <ListsPanel
                lists={allLists}
                selectedListId={selectedList?.id ?? null}
                onSelect={selectList}
                onDeleteList={(list) => setDialog({ kind: 'delete-list', list })}
              />
            ) : null}
            <SuggestedReports recordNames={recordNames} />
          </aside>
        ) : null}
      </div>

      {dialog?.kind === 'delete-record' ? (
        <Modal
          title="Delete Report"
          actionLabel={deleteRecord.isPending ? 'Deleting…' : 'Delete'}
          actionDisabled={deleteRecord.isPending}
          onClose={closeDialog}
          onAction={() => {
            setNotice(null);
            deleteRecord.mutate(
              { recordId: dialog.record.recordId, type: dialog.record.type },
              {
                onSuccess: closeDialog,
                onError: (error) => {
                  closeDialog();
                  fail('The report could not be deleted.')(error);
                },
              },
            );
          }}
        >
          <p>Delete the report on {recordTitle(dialog.record)}? This cannot be undone.</p>
        </Modal>
      ) : null}

      {dialog?.kind === 'add-to-list' ? (
        <AddToListModal
          recordTitle={recordTitle(dialog.record)}
          lists={allLists.filter((list) => !onList(list, dialog.record))}
          busy={addListItems.isPending}
          failure={addListItems.isError ? 'The report could not be added to the list.' : null}
          onClose={closeDialog}
          onAdd={(listId) =>
            addListItems.mutate(
              { listId, items: [{ type: dialog.record.type, recordId: dialog.record.recordId }] },
              { onSuccess: closeDialog, onError: (error) => console.error('Add to list failed', error) },
            )
          }
        />
      ) : null}

      {dialog?.kind === 'delete-list' ? (
        <Modal
          title="Delete List"
          actionLabel="Delete"
          actionDisabled={deleteList.isPending}
          onClose={closeDialog}
          onAction={() =>
            deleteList.mutate(dialog.list.id, {
              onSuccess: () => {
                closeDialog();
                selectList(null);
              },
              onError: (error) => {
                closeDialog();
                fail('The list could not be deleted.')(error);
              },
            })
          }
        >
          <p>Delete the list {dialog.list.name}? Its reports stay in your reports.</p>
        </Modal>
      ) : null}
    </Page>
  );
}
