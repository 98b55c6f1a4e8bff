import { Outlet } from 'react-router';
import { AppShell } from './app-shell';

/** /guide: the guided tour takes the whole width, so no side menu. */
export default function GuideLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
