import { Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';

import { reportClientError } from '@beacon/api';

import { useIsMobile } from '../layout/use-is-mobile';
import { writeCachedLayout } from './layout-cache';
import { LayoutErrorBoundary } from './LayoutErrorBoundary';
import { useDynamicLayout } from './use-dynamic-layout';

export interface DynamicLayoutProps<P extends object> {
  layoutId: string;
  /** The component map: the names a layout may use and what they render. Unknown names are skipped. */
  components: Readonly<Record<string, ComponentType<P>>>;
  /** Props every mapped component gets. */
  componentProps: P;
  /** Shown when there is no layout, it names nothing we know, or one of its components fails. */
  children: ReactNode;
}

/**
 * Spec §2.4, §4: shows the components the server chose for this container, with separate desktop and mobile
 * lists (breakpoint 1200). When a component fails the layout is dropped (also from the cache) and the
 * container's own children are shown instead.
 */
export function DynamicLayout<P extends object>({
  layoutId,
  components,
  componentProps,
  children,
}: DynamicLayoutProps<P>) {
  const isMobile = useIsMobile();
  const { data: layout } = useDynamicLayout(layoutId);
  const [dropped, setDropped] = useState(false);

  const drop = useCallback(
    (error: unknown) => {
      reportClientError(error);
      writeCachedLayout(layoutId, null);
      setDropped(true);
    },
    [layoutId],
  );

  const names = layout ? (isMobile ? layout.mobile : layout.desktop) : [];
  const chosen = names.flatMap((name) => {
    const Chosen = components[name];
    return Chosen ? [{ name, Chosen }] : [];
  });
  if (dropped || chosen.length === 0) return <>{children}</>;
  return (
    <LayoutErrorBoundary onError={drop}>
      <Suspense fallback={null}>
        {chosen.map(({ name, Chosen }) => (
          <Chosen key={name} {...componentProps} />
        ))}
      </Suspense>
    </LayoutErrorBoundary>
  );
}
