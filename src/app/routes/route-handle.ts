import type { Permission } from '../../../contracts/permissions';
import type { resources } from '../../lib/i18n';

type Menu = (typeof resources)['mn']['menu'];

/** A screen title: a top-level key of the `menu` namespace, or one of its settings items. */
export type TitleKey = Exclude<keyof Menu, 'settings_groups' | 'settings_items'> | `settings_items.${keyof Menu['settings_items']}`;

/** Route `handle` of every screen: its translated title (document title, placeholder heading). */
export interface RouteHandle {
  titleKey: TitleKey;
  /** What the member needs to open the screen (the same as its menu entry asks); the deepest wins. */
  permission?: Permission | readonly Permission[];
}

export function titleKeyOf(matches: readonly { handle?: unknown }[]): TitleKey | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as Partial<RouteHandle> | undefined;
    if (handle?.titleKey) return handle.titleKey;
  }
  return undefined;
}

export function requiredPermissionOf(matches: readonly { handle?: unknown }[]): Permission | readonly Permission[] | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as Partial<RouteHandle> | undefined;
    if (handle?.permission) return handle.permission;
  }
  return undefined;
}
