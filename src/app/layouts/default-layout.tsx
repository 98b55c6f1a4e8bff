import { Outlet } from 'react-router';
import { AppShell } from './app-shell';
import { MainNav } from './main-nav';

/** Signed-in screens: header plus the main menu (collapsible below 960 px). */
export default function DefaultLayout() {
  return (
    <AppShell nav={(props) => <MainNav {...props} />}>
      <Outlet />
    </AppShell>
  );
}
