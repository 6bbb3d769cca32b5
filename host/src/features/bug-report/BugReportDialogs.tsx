import { useId, useState } from 'react';

import { postEvent, useAccount } from '@beacon/api';
import { sessionUserAtom, useAtomSnapshot } from '@beacon/session';
import { Modal } from '@beacon/ui';

import styles from './bug-report.module.css';
import { ISSUE_TYPES, type IssueType } from './issue-types';

export const BUG_SUCCESS_TITLE = 'The bug was succesfully submitted';

/** "Found a Bug?": the report form, then the success modal (spec §2.4, §4). The form has no validation (§5). */
export function BugReportDialogs({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<'form' | 'sent'>('form');
  const [issueType, setIssueType] = useState<IssueType>('other');
  const [comments, setComments] = useState('');
  const user = useAtomSnapshot(sessionUserAtom);
  const account = useAccount();
  const typeId = useId();
  const commentsId = useId();

  if (step === 'sent') {
    return (
      <Modal title={BUG_SUCCESS_TITLE} onClose={onClose} cancelLabel="Close">
        <p>Thank you. Our team will look into it.</p>
      </Modal>
    );
  }

  function submit() {
    void postEvent('feedback:bug', {
      customer: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: account.data?.email ?? '',
      url: window.location.href,
      comments,
      issue_type: issueType,
    });
    setStep('sent');
  }

  return (
    <Modal title="Found a Bug?" variant="header" actionLabel="Submit" onAction={submit} onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className={styles.field} htmlFor={typeId}>
          What is it about?
          <select id={typeId} value={issueType} onChange={(event) => setIssueType(event.target.value as IssueType)}>
            {ISSUE_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field} htmlFor={commentsId}>
          Describe the problem
          <textarea id={commentsId} rows={5} value={comments} onChange={(event) => setComments(event.target.value)} />
        </label>
      </form>
    </Modal>
  );
}
