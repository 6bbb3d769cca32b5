import styles from './guardian.module.css';

/** What an action did: a success is announced politely, a failure at once. */
export interface NoticeValue {
  kind: 'done' | 'failed';
  text: string;
}

export function Notice({ notice }: { notice: NoticeValue | null }) {
  if (!notice) return null;
  return (
    <p
      className={notice.kind === 'done' ? styles.success : styles.error}
      role={notice.kind === 'done' ? 'status' : 'alert'}
    >
      {notice.text}
    </p>
  );
}
