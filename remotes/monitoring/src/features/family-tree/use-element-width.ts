import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The width of an element, kept up to date while it is resized: `[ref, width]`, width 0 until measured (and where
 * there is no layout, as in jsdom).
 */
export function useElementWidth<T extends Element>(): [(element: T | null) => void, number] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  const ref = useCallback((next: T | null) => setElement(next), []);

  useLayoutEffect(() => {
    if (!element) return undefined;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      if (measured !== undefined) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return [ref, width];
}
