import type { Permission } from '../../../contracts/permissions';
import type { resources } from '../../lib/i18n';

type Menu = (typeof resources)['mn']['menu'];
export type SettingsGroupKey = keyof Menu['settings_groups'];
export type SettingsItemKey = keyof Menu['settings_items'];

export interface SettingsSection {
  group: SettingsGroupKey;
  /**
   * Keys are also the path segment under /settings, except where `to` says otherwise. An item with
   * a `permission` shows only to those who hold it (the server refuses the rest anyway).
   */
  items: { key: SettingsItemKey; to?: string; permission?: Permission }[];
}

/** "Settings sections" of spec §2, in its order, and the audit log under General. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    group: 'general',
    items: [
      { key: 'our_company' },
      { key: 'user' },
      { key: 'my_plan', permission: 'plan.view' },
      { key: 'my_plan_archive', permission: 'plan.view' },
      { key: 'guides', to: '/guide/general' },
      { key: 'audit_log', permission: 'audit.view' },
    ],
  },
  { group: 'ai_agent', items: [{ key: 'virtualagents' }, { key: 'flow' }] },
  { group: 'channels', items: [{ key: 'social' }, { key: 'email' }, { key: 'web_chat' }, { key: 'call_center' }, { key: 'channel_manage' }] },
  { group: 'saved_responses', items: [{ key: 'saved_response' }] },
  { group: 'interaction_tag', items: [{ key: 'interaction_tag' }] },
  { group: 'custom_api', items: [{ key: 'custom_api' }] },
  { group: 'customer_type', items: [{ key: 'contact_type' }] },
  { group: 'issue', items: [{ key: 'issue_type' }, { key: 'issue_tag' }, { key: 'issue_name' }] },
];

export function settingsItemPath(item: { key: SettingsItemKey; to?: string }): string {
  return item.to ?? `/settings/${item.key}`;
}

/** '/settings/web_chat/edit/3' belongs to 'web_chat'. */
export function activeSettingsKey(pathname: string): string {
  const [, first, second] = pathname.split('/');
  return first === 'settings' && second ? second : '';
}
