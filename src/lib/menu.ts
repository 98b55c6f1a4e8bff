import type { Me } from '../../contracts/me.schema';
import { KNOWLEDGE_READ_PERMISSIONS, type Permission } from '../../contracts/permissions';
import { can } from './permissions';

export type MainMenuKey =
  'monitoring' | 'control_panel' | 'interacts_live' | 'interacts_hist' | 'issues' | 'contacts' | 'knowledge' | 'settings' | 'help' | 'guide' | 'admin';

export interface MainMenuItem {
  /** Also the key of its label in the `menu` namespace. */
  key: MainMenuKey;
  to: string;
  permission?: Permission | readonly Permission[];
  superadminOnly?: boolean;
}

/** Main menu of spec §2, in its order, with Guide and Admin panel after Help. */
export const MAIN_MENU: readonly MainMenuItem[] = [
  { key: 'monitoring', to: '/monitoring', permission: 'dashboard.view' },
  { key: 'control_panel', to: '/control_panel', permission: 'dashboard.view' },
  { key: 'interacts_live', to: '/interacts/live', permission: 'interaction.start' },
  { key: 'interacts_hist', to: '/interacts/hist', permission: 'interaction.start' },
  { key: 'issues', to: '/issues' },
  { key: 'contacts', to: '/contacts' },
  { key: 'knowledge', to: '/knowledge', permission: KNOWLEDGE_READ_PERMISSIONS },
  { key: 'settings', to: '/settings', permission: 'settings.view' },
  { key: 'help', to: '/guide/general' },
  { key: 'guide', to: '/guide' },
  { key: 'admin', to: '/admin', superadminOnly: true },
];

/** The entries this user may see: hidden when a permission is missing. */
export function visibleMenu(me: Me | undefined): MainMenuItem[] {
  return MAIN_MENU.filter((item) => {
    if (item.superadminOnly) return !!me?.is_superadmin;
    return !item.permission || can(me, item.permission);
  });
}

/** The entry a path belongs to, for highlighting (longest matching prefix wins). */
export function activeMenuKey(pathname: string, items: readonly MainMenuItem[] = MAIN_MENU): MainMenuKey | undefined {
  let best: MainMenuItem | undefined;
  for (const item of items) {
    const hit = pathname === item.to || pathname.startsWith(`${item.to}/`);
    if (hit && (!best || item.to.length > best.to.length)) best = item;
  }
  return best?.key;
}
