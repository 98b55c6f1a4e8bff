import { Suspense, lazy } from 'react';
import { useMyCallAccess } from '../api/calls-config';

// JsSIP is its own chunk, fetched only for a person with call access.
const Softphone = lazy(() => import('../softphone/softphone'));

/** Mounted for everyone who works conversations; the softphone only for who has call access. */
export function CallsDock() {
  const access = useMyCallAccess();
  if (!access.data) return null;
  return (
    <Suspense fallback={null}>
      <Softphone />
    </Suspense>
  );
}
