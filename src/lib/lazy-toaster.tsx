import { Suspense, lazy, useSyncExternalStore } from 'react';
import { subscribeToastDemand, toastsDemanded } from './toasts';

const AppToaster = lazy(() => import('./toaster'));

/** Mounted once in the providers; pulls in the Fluent Toaster only when a toast is first raised. */
export function LazyToaster() {
  const demanded = useSyncExternalStore(subscribeToastDemand, toastsDemanded);
  if (!demanded) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
