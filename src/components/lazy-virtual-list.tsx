import { Suspense, lazy, type ReactNode } from 'react';
import type { VirtualListProps } from './virtual-list';

const VirtualList = lazy(() => import('./virtual-list').then((m) => ({ default: m.VirtualList as (props: VirtualListProps<unknown>) => ReactNode })));

/**
 * The virtual list, loaded when a list first needs it: lists draw a plain table up to 100 rows, so
 * react-virtuoso (about 19 KB gzip) is not part of their first screen.
 */
export function LazyVirtualList<T>(props: VirtualListProps<T>) {
  return (
    <Suspense fallback={null}>
      <VirtualList {...(props as VirtualListProps<unknown>)} />
    </Suspense>
  );
}
