import { useId } from 'react';
import { Link } from '@beacon/react-router';

import { fullName, relativeDetails, relativeReportPath, type FamilyGroup, type GroupKey } from './family-groups';
import styles from './family-tree.module.css';

export interface RelativesListProps {
  groups: readonly FamilyGroup[];
  collapsed: ReadonlySet<GroupKey>;
  onToggleGroup: (key: GroupKey) => void;
  /** the id of the heading that names the list ("Relatives of …") */
  labelledBy: string;
}

/**
 * The tree as a nested list, the way screen readers and keyboards use it (and the easiest to read on a small
 * screen): each group is a disclosure button that folds its people away in the list and in the drawing, each person
 * a link to their report with their age and place.
 */
export function RelativesList({ groups, collapsed, onToggleGroup, labelledBy }: RelativesListProps) {
  const baseId = useId();
  return (
    <ul className={styles.groups} aria-labelledby={labelledBy}>
      {groups.map((group) => {
        const expanded = !collapsed.has(group.key);
        const peopleId = `${baseId}-${group.key}`;
        return (
          <li key={group.key} className={styles.group}>
            <h3 className={styles.groupTitle}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={peopleId}
                onClick={() => onToggleGroup(group.key)}
              >
                <span className={styles.toggleSign} aria-hidden="true" />
                {group.label}
              </button>
            </h3>
            <ul id={peopleId} className={styles.people} hidden={!expanded}>
              {group.people.map((person, index) => {
                const details = relativeDetails(person);
                const detailsId = `${peopleId}-${index}`;
                return (
                  <li key={`${person.pointer}-${index}`} className={styles.person}>
                    <Link
                      className={styles.personLink}
                      to={relativeReportPath(person.pointer)}
                      aria-describedby={details ? detailsId : undefined}
                    >
                      {fullName(person.name)}
                    </Link>
                    {details ? (
                      <span id={detailsId} className={styles.personDetails}>
                        {details}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
