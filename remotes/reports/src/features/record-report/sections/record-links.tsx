import type { ReactNode } from 'react';
import { Link } from '@beacon/react-router';

import { paths } from '@beacon/platform';

import styles from './sections.module.css';

function createRecordUrl(type: 'person' | 'location', pointer: string): string {
  return `${paths.createRecord}?${new URLSearchParams({ type, pointer })}`;
}

/** Opens (creating when needed) the report of a person the records mention: a relative, a resident, an owner. */
export function PersonLink({ pointer, children }: { pointer: string; children: ReactNode }) {
  return (
    <Link className={styles.link} to={createRecordUrl('person', pointer)}>
      {children}
    </Link>
  );
}

/** Opens (creating when needed) the report of an address the records mention. */
export function LocationLink({ pointer, children }: { pointer: string; children: ReactNode }) {
  return (
    <Link className={styles.link} to={createRecordUrl('location', pointer)}>
      {children}
    </Link>
  );
}
