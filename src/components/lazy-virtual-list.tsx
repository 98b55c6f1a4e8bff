import { Suspense, lazy } from 'react';
import type { VirtualListProps } from './virtual-list';

// react-virtuoso (about 19 KB gzip) loads only when a list is long enough to be virtualised: a list
// page's first screen of up to 100 rows draws a plain table without it.
const VirtualList = lazy(() => import('./virtual-list').then((m) => ({ default: m.VirtualList })));

export function LazyVirtualList<T>(props: VirtualListProps<T>) {
  return (
    <Suspense fallback={<div style={{ height: props.height }} />}>
      <VirtualList {...(props as unknown as VirtualListProps<unknown>)} />
    </Suspense>
  );
}
