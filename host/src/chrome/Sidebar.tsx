import { Link } from 'react-router-dom';

import { paths } from '@beacon/platform';

import styles from './chrome.module.css';

export function Sidebar() {
  return (
    <aside className={styles.sidebar} aria-label="Promotions and alerts">
      <section className={styles.card}>
        <h2>Background Reports</h2>
        <p>Search anyone in the U.S. and open a full background report.</p>
        <Link to={paths.reports}>See your reports</Link>
      </section>
      <section className={styles.card}>
        <h2>
          Sex Offender Watch<span className={styles.pill}>Included!</span>
        </h2>
        <p>Know when a registered sex offender lives near the places you care about.</p>
        <Link to={paths.sexOffenderMonitoring}>Open Sex Offender Watch</Link>
      </section>
    </aside>
  );
}
