import { Outlet } from 'react-router';
import { PermissionGate } from '../routes/permission-gate';
import { AppShell } from './app-shell';
import { SettingsNav } from './settings-nav';

/** /settings/*: header plus the grouped settings navigation instead of the main menu. */
export default function SettingsLayout() {
  return (
    <AppShell nav={(props) => <SettingsNav {...props} />}>
      <PermissionGate>
        <Outlet />
      </PermissionGate>
    </AppShell>
  );
}
