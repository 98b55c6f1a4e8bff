import { Suspense, lazy } from 'react';
import { ensureNamespaces } from '../../../lib/i18n-namespaces';
import type { TourHostProps } from '../tour/tour-host-inner';

// The tour and its strings load after the first paint of whichever layout mounts the host.
const Inner = lazy(async () => {
  const [m] = await Promise.all([import('../tour/tour-host-inner'), ensureNamespaces(['guide'])]);
  return { default: m.TourHostInner };
});

/**
 * The guided tour of spec §1. Mount once in the default layout: it offers the tour on the user's
 * first sign-in (GET /api/tour) and shows it whenever help's "Start the tour" is pressed.
 */
export function TourHost(props: TourHostProps) {
  return (
    <Suspense fallback={null}>
      <Inner {...props} />
    </Suspense>
  );
}
