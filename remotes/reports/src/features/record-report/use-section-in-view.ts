import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

import type { ReportSection } from '@beacon/api';

import { currentSectionInViewAtom } from './current-section-atom';

export const sectionElementId = (section: ReportSection) => `section-${section}`;

/**
 * Tracks which section is in view with an IntersectionObserver: of the sections crossing the upper part of the
 * window (the lower 60% is left out, so a section counts once its top is being read), the first in layout order.
 */
export function useSectionInView(sections: readonly ReportSection[]): void {
  const setCurrent = useSetAtom(currentSectionInViewAtom);
  const key = sections.join(',');

  useEffect(() => {
    const order = key ? (key.split(',') as ReportSection[]) : [];
    setCurrent(order[0] ?? null);
    if (order.length === 0 || typeof IntersectionObserver === 'undefined') return undefined;
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
    for (const section of order) {
      const element = document.getElementById(sectionElementId(section));
      if (element) observer.observe(element);
    }
    return () => {
      observer.disconnect();
      setCurrent(null);
    };
  }, [key, setCurrent]);
}
