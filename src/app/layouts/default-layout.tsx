import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { lazyComponent } from '../../lib/lazy-component';
import { PermissionGate } from '../routes/permission-gate';
import { AppShell } from './app-shell';
import { MainNav } from './main-nav';

// The guided tour, offered once on the first sign-in, comes after the first paint.
const TourHost = lazyComponent(() => import('../../features/guide/components/tour-host').then((m) => m.TourHost), ['guide']);

/** Signed-in screens: header plus the main menu (collapsible below 960 px). */
export default function DefaultLayout() {
  return (
    <AppShell nav={(props) => <MainNav {...props} />}>
      <PermissionGate>
        <Outlet />
      </PermissionGate>
      <Suspense fallback={null}>
        <TourHost />
      </Suspense>
    </AppShell>
  );
}
