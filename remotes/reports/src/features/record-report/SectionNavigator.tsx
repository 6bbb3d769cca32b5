import { useSetAtom } from 'jotai';
import { useId, type MouseEvent } from 'react';

import type { ReportSection } from '@beacon/api';

import { useIsMobile } from '../../layout/use-is-mobile';
import { currentSectionInViewAtom } from './current-section-atom';
import styles from './record-view.module.css';
import { sectionElementId } from './use-section-in-view';
import { useAtomSnapshot } from '@beacon/session';

export interface NavigatorEntry {
  section: ReportSection;
  title: string;
}

/** How many frames a jump waits for its section to be rendered (about a second). */
const JUMP_WAIT_FRAMES = 60;

/**
 * Brings a section into view without changing the URL: a hash change would be a route change, and the host
 * scrolls to the top on every route change. Focus moves to the section's heading for keyboard and screen readers.
 */
function jumpTo(section: ReportSection, framesLeft = JUMP_WAIT_FRAMES): void {
  const element = document.getElementById(sectionElementId(section));
  if (!element) {
    // the report renders its first screen's sections first: the others are on the page a moment later
    if (framesLeft > 0 && typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(() => jumpTo(section, framesLeft - 1));
    }
    return;
  }
  element.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  element.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/** The list of a report's sections, marking the one in view; a compact select below the layout breakpoint. */
export function SectionNavigator({ entries }: { entries: NavigatorEntry[] }) {
  const current = useAtomSnapshot(currentSectionInViewAtom);
  const setCurrent = useSetAtom(currentSectionInViewAtom);
  const isMobile = useIsMobile();
  const selectId = useId();

  function go(section: ReportSection) {
    setCurrent(section);
    jumpTo(section);
  }

  if (isMobile) {
    return (
      <nav className={styles.navigatorCompact} aria-label="Report sections">
        <label htmlFor={selectId}>Jump to section</label>
        <select
          id={selectId}
          value={current ?? entries[0]?.section ?? ''}
          onChange={(event) => go(event.target.value as ReportSection)}
        >
          {entries.map((entry) => (
            <option key={entry.section} value={entry.section}>
              {entry.title}
            </option>
          ))}
        </select>
      </nav>
    );
  }

  return (
    <nav className={styles.navigator} aria-label="Report sections">
      <ol>
        {entries.map((entry) => (
          <li key={entry.section}>
            <a
              href={`#${sectionElementId(entry.section)}`}
              aria-current={entry.section === current ? 'location' : undefined}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                event.preventDefault();
                go(entry.section);
              }}
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
