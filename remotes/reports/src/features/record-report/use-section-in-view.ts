import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

import type { ReportSection } from '@beacon/api';

import { currentSectionInViewAtom } from './current-section-atom';

export const sectionElementId = (section: ReportSection) => `section-${section}`;

/**
 * Tracks which section is in view with an IntersectionObserver: of the sections crossing the upper part of the
 * window (the lower 60% is left out, so a section counts once its top is being read), the first in layout order.
 * `rendered` are the sections on the page so far (the report renders its first screen's sections first): they are
 * observed as they come, without taking the mark from the section the member has jumped to meanwhile.
 */
export function useSectionInView(sections: readonly ReportSection[], rendered: readonly ReportSection[]): void {
  const setCurrent = useSetAtom(currentSectionInViewAtom);
  const key = sections.join(',');
  const renderedKey = rendered.join(',');

  useEffect(() => {
    setCurrent(key ? (key.split(',')[0] as ReportSection) : null);
    return () => setCurrent(null);
  }, [key, setCurrent]);

  useEffect(() => {
    const order = key ? (key.split(',') as ReportSection[]) : [];
    const present = renderedKey ? (renderedKey.split(',') as ReportSection[]) : [];
    if (present.length === 0 || typeof IntersectionObserver === 'undefined') return undefined;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = order.find((section) => visible.has(sectionElementId(section)));
        if (first) setCurrent(first);
      },
      { rootMargin: '0px 0px -60% 0px' },
    );
    for (const section of present) {
      const element = document.getElementById(sectionElementId(section));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key, renderedKey, setCurrent]);
}
