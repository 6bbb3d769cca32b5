import { Link } from '@beacon/react-router';

import type { PersonTeaser } from '@beacon/api';
import { paths } from '@beacon/platform';

import styles from './person-results.module.css';

function fullName(name: PersonTeaser['name']): string {
  return [name.first, name.middle, name.last, name.suffix].filter(Boolean).join(' ');
}

/** One search result: opening it creates a record and lands on its report (`onOpen` is told first). */
export function PersonResultCard({ teaser, onOpen }: { teaser: PersonTeaser; onOpen?: () => void }) {
  const name = fullName(teaser.name);
  const [current, ...earlier] = teaser.locations;
  const createRecord = `${paths.createRecord}?${new URLSearchParams({ type: 'person', pointer: teaser.pointer })}`;
  return (
    <li className={styles.card}>
      <div>
        <h2>
          {name}
          {teaser.age !== null ? `, ${teaser.age}` : ''}
          {teaser.deceased ? ' (deceased)' : ''}
        </h2>
        {current ? (
          <p>
            Lives in {current.city}, {current.state}
          </p>
        ) : null}
        {earlier.length ? (
          <p>Used to live in {earlier.map((place) => `${place.city}, ${place.state}`).join('; ')}</p>
        ) : null}
        {teaser.aliases.length ? <p>Also known as {teaser.aliases.join(', ')}</p> : null}
        {teaser.relatives.length ? (
          <p>Related to {teaser.relatives.map((relative) => `${relative.first} ${relative.last}`).join(', ')}</p>
        ) : null}
      </div>
      {/* the name travels along: a member who must pay first is told whose report they were opening */}
      <Link
        className={styles.open}
        to={createRecord}
        state={{ subject: name }}
        aria-label={`Open report for ${name}`}
        onClick={onOpen}
      >
        Open Report
      </Link>
    </li>
  );
}
